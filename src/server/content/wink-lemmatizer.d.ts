// The package ships no types: the three lemmatizers it exports, each word in, base form out.
declare module 'wink-lemmatizer' {
  const lemmatize: {
    noun(word: string): string;
    verb(word: string): string;
    adjective(word: string): string;
  };
  export default lemmatize;
}
