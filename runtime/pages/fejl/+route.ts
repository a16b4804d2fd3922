/** The spec's fallback error page. */
export default '/fejl';
