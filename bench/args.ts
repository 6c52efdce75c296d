/** A benchmark's `name=number` argument on the command line, or `fallback` when it is not given. */
export function numberArg(name: string, fallback: number): number {
  return Number(process.argv.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1) ?? fallback);
}
