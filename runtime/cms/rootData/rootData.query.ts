import { IMAGE, LINK } from '../content/fragments';
import { SHELL_HOURS } from './openingHours.fragment';

/** Navigation and site configuration for a site and locale (cached per site and locale). */
export const ROOT_DATA_QUERY = /* groq */ `{
  ${SHELL_HOURS},
  "navigationData": *[_type == "navigation" && site == $site && locale == $locale][0]{
    _id,
    "primary": primary[]${LINK},
    "secondary": secondary[]${LINK},
    "tertiary": tertiary[]${LINK},
    "footer": footer{
      "groups": groups[]{ _key, title, "links": links[]${LINK} },
      "policyPages": policyPages[]${LINK},
      "socialMedia": socialMedia[]{ _key, url },
      "meta": meta[]${LINK}
    },
    "tickets": tickets${LINK},
    "practicalInfo": practicalInfo${LINK},
    "featuredTicket": featuredTicket->{
      _id,
      "link": { "type": "internal", title, "targetType": _type, "slug": slug.current, locale, site },
      "image": coalesce(hero.image, image, seo.image)${IMAGE},
      "description": coalesce(hero.intro, description),
      "variants": variants[]{ _key, title, capacity, price, score }
    },
    searchSuggestions
  },
  "siteConfig": *[_type == "siteConfig" && site == $site && locale == $locale][0]{
    _id,
    name, street, city, zip,
    "seo": seo{ title, description },
    "subsites": subsites[]${LINK},
    "newsletterPopUp": newsletterPopUp{ title, text, "link": link${LINK}, "listId": newsletter.listId }
  }
}`;
