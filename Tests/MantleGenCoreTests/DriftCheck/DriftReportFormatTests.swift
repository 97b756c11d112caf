import Testing

@testable import MantleGenCore

@Suite("Drift report as GitHub annotations")
struct GitHubAnnotationTests {
  @Test("workflow command values escape %, line breaks, and in properties also : and ,")
  func escaping() {
    #expect(DriftReport.escapedData("50% done\r\nnext") == "50%25 done%0D%0Anext")
    #expect(DriftReport.escapedProperty("a:b,c%") == "a%3Ab%2Cc%25")
  }
}
