import Testing

@testable import MantleGenCore

@Test("the first array nested in more than 16 arrays is located; brackets in strings and objects between do not count")
func tooDeepArrayIsLocated() {
  let deep = String(repeating: "[", count: 17) + "1" + String(repeating: "]", count: 17)
  let text = "{\"a\": \"[[[[[[[[[[[[[[[[[[\",\n \"b\": " + deep + "}"
  let location = TypeDepthLimit.firstTooDeepArray(in: Array(text.utf8), file: "s.json")
  #expect(location.map { "\($0.line):\($0.column)" } == "2:23")
  let broken = String(repeating: "[", count: 10) + "{\"x\": " + String(repeating: "[", count: 10) + "]]}]]"
  #expect(TypeDepthLimit.firstTooDeepArray(in: Array(broken.utf8), file: "s.json") == nil)
}
