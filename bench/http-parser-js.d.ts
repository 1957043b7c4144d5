/** The part of http-parser-js (autocannon's HTTP parser) the steady-arrival load uses. */
declare module 'http-parser-js' {
  export class HTTPParser {
    static readonly RESPONSE: 'RESPONSE';
    static readonly kOnHeadersComplete: 2;
    static readonly kOnBody: 3;
    static readonly kOnMessageComplete: 4;
    constructor(type: 'RESPONSE');
    execute(chunk: Buffer): number | Error;
    [HTTPParser.kOnHeadersComplete]: (info: { statusCode: number }) => void;
    [HTTPParser.kOnBody]: (chunk: Buffer, start: number, length: number) => void;
    [HTTPParser.kOnMessageComplete]: () => void;
  }
}
