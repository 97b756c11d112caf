import Foundation

#if canImport(Glibc)
  import Glibc

  // Summaries are built on several threads; glibc would give each its own malloc arena, and the
  // many small allocations of summary trees then fragment memory that is never returned. Two
  // arenas keep peak memory flat in the input size. (`mallopt` is not in the Glibc module map,
  // so it is looked up; M_ARENA_MAX is -8.)
  if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") {
    let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
    _ = mallopt(-8, 2)
  }
#endif

let status = MantleGen.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status)
