/** The PNG twin of an illustration (og:image), defined with the shared blog heads. */
export { socialImage } from '@bonneroute/shared/head';
