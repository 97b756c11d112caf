// The driver of the decoding comparison in `make bench`, compiled once with the generated models
// and once with HandWrittenRecord.swift; both define `Record`.
//
// Usage: decode-bench FILE ITERATIONS — decodes FILE (a JSON array of records) ITERATIONS times
// with JSONDecoder and prints the median time of one decode in seconds and the record count.

import Foundation

@main
enum DecodeMain {
  static func main() throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
    let iterations = Int(CommandLine.arguments[2]) ?? 5
    var times: [Double] = []
    var count = 0
    for _ in 0..<iterations {
      let start = DispatchTime.now().uptimeNanoseconds
      let records = try JSONDecoder().decode([Record].self, from: data)
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
      count = records.count
    }
    times.sort()
    print(times[times.count / 2], count)
  }
}
