import Testing

@testable import MantleGenCore

@Test(
  "a sample's root type is named after its file",
  arguments: [("data/users.json", "Users"), ("repo-release.jsonl", "RepoRelease"), ("-", "Root"), (".hidden", "Hidden")])
func rootNameOfSample(path: String, expected: String) {
  #expect(GeneratorPipeline.defaultRootName(forSample: path) == expected)
}

@Test(
  "a kind of samples is named after what its files' names begin with, without separators and digits after it",
  arguments: [
    (["orders-2.json", "orders.json"], "Orders"), (["user_1.json", "user_2.json", "user_10.json"], "User"),
    (["a.json", "b.json"], "A"), (["2020.json", "2021.json"], "_2020"), (["events.jsonl"], "Events"),
  ])
func rootNameOfKind(paths: [String], expected: String) {
  #expect(GeneratorPipeline.defaultRootName(forKind: paths) == expected)
}
