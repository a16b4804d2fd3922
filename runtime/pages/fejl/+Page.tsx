/** Never rendered: the data hook always renders the error page with status 500. */
export default function FejlPage() {
  return null;
}
