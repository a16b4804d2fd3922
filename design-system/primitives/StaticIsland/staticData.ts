declare const STATIC_DATA: unique symbol;

/**
 * Data that only a static part reads (`staticPart`): the related teasers of an article, the results of a search.
 * Other code cannot look inside (the type has nothing to read); it hands the value to a static part, which renders
 * it. So a first load, which keeps static parts as server HTML, can leave the value out of its hydration data
 * (`withoutStaticData`, runtime/render/hydrationData.ts) with no effect on the code that hydrates; a client-side
 * navigation, which renders the static parts from their code, gets it whole.
 */
export interface StaticData<T> {
  readonly [STATIC_DATA]: T;
}

/** How a value is held: in a plain object, so it travels in JSON; `staticDataLeftOut` once a first load left it out. */
type Held<T> = { staticData: T } | { staticDataLeftOut: true };

/** Wraps data for a static part (a mapper's or a fixture's model). */
export function staticData<T>(value: T): StaticData<T> {
  return { staticData: value } satisfies Held<T> as unknown as StaticData<T>;
}

/** Whether a value is static data (wrapped, or left out). */
export function isStaticData(value: unknown): value is StaticData<unknown> {
  return typeof value === 'object' && value !== null && ('staticData' in value || 'staticDataLeftOut' in value);
}

/**
 * The value a static part renders (static parts only: primitives/StaticIsland/staticPart.tsx). Data a first load left
 * out is a mistake to render (its server HTML is there to keep): it throws, naming the part.
 */
export function readStaticData<T>(data: StaticData<T>, part: string): T {
  const value = data as unknown as Held<T>;
  if ('staticData' in value) return value.staticData;
  throw new Error(`${part}: its data was left out of the first load`);
}

/** The props a static part's code renders with (staticPart.tsx): its static data read, one by one or as one (`data`). */
export function propsFromStaticData<P extends object>(props: object, part: string): P {
  const entries = Object.entries(props);
  if (entries.length === 1 && 'data' in props && isStaticData(props.data)) return readStaticData(props.data, part) as P;
  return Object.fromEntries(
    entries.map(([key, value]) => [key, isStaticData(value) ? readStaticData(value, part) : value]),
  ) as P;
}

/**
 * A copy of a model with every static data inside left out, however deep: the hydration data of a first load, whose
 * static parts keep their server HTML. Other values are the same objects where nothing inside changed.
 */
export function withoutStaticData<T>(value: T): T {
  if (isStaticData(value)) return { staticDataLeftOut: true } as T;
  if (Array.isArray(value)) {
    const items = value.map(withoutStaticData);
    return (items.some((item, index) => item !== value[index]) ? items : value) as T;
  }
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([key, item]) => [key, withoutStaticData(item)] as const);
  const changed = entries.some(([key, item]) => item !== (value as Record<string, unknown>)[key]);
  return (changed ? Object.fromEntries(entries) : value) as T;
}
