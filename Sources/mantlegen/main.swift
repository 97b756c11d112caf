import CMantleGenSystem
import Foundation
import MantleGenCore

// Each thread that builds summaries gets a malloc heap of its own, which glibc grows a page at a
// time: a system call for each page, and one that holds up the other threads' page faults. Grown
// and kept 4 MiB at a time instead. (Nothing on other C libraries.)
_ = mantlegen_set_malloc_top_pad(4 << 20)

// The write tests stop the process between two file operations (see FaultHook).
if let stopAfter = getenv("MANTLEGEN_TEST_STOP_AFTER").flatMap({ Int(String(cString: $0)) }) {
  let signal = getenv("MANTLEGEN_TEST_STOP_SIGNAL").map { String(cString: $0) } == "INT" ? SIGINT : SIGKILL
  FaultHook.arm(stopAfter: stopAfter, signal: signal)
}

let status = MantleGen.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status)
