// The two functions of semver (a dependency of the toolchain, without types of its own) that engines.test.ts uses.
declare module 'semver' {
  const semver: {
    minVersion(range: string): { version: string } | null;
    satisfies(version: string, range: string): boolean;
  };
  export default semver;
}
