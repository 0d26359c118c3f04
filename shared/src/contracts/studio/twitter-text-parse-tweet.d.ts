// twitter-text's package index bundles every helper it has (links, autolinking) with their core-js
// polyfills, and its ES build exports a default object only; post-rules.ts needs X's count alone,
// so it imports the one CommonJS module, typed here from @types/twitter-text.
declare module 'twitter-text/dist/parseTweet' {
  import { parseTweet } from 'twitter-text';

  export default parseTweet;
}
