// jsdom ships no types, and the build (tools/critical-css.ts) needs only this much of it: a document parsed from
// HTML, queried with selectors.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: { document: Document };
  }
}
