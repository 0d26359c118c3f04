// X counts a post's length with twitter-text's parseTweet (a link 23, most emoji and CJK characters
// 2). Its package index also loads every autolink helper with their polyfills, so the sandbox loads
// the one CommonJS module, typed from @types/twitter-text.
declare module 'twitter-text/dist/parseTweet' {
  import { parseTweet } from 'twitter-text';

  export default parseTweet;
}
