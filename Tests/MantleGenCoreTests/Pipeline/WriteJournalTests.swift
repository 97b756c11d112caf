import Foundation
import Testing

@testable import MantleGenCore

/// The journal a write leaves while it commits: acted on only when every name in it is a plain
/// name of the expected form, so a planted or damaged journal cannot move or remove other files.
@Suite("Write journal")
struct WriteJournalTests {
  @Test("temporary names are fresh, unpredictable and recognisable")
  func temporaryNames() {
    let names = (0..<1000).map { _ in WriteJournal.newTemporaryName() }
    #expect(Set(names).count == names.count)
    #expect(names.allSatisfy(WriteJournal.isTemporaryName))
    #expect(names.allSatisfy { $0.utf8.count > 30 && !$0.contains("/") })
    #expect(!WriteJournal.isTemporaryName(".mantlegen-.tmp"))
    #expect(!WriteJournal.isTemporaryName("Model.swift"))
  }

  @Test("a journal survives encoding and decoding")
  func roundTrip() throws {
    let journal = WriteJournal(
      renames: [.init(folder: nil, from: ".mantlegen-1-2.tmp", to: "A.swift"), .init(folder: "/s", from: ".mantlegen-3-4.tmp", to: "s.json")],
      removals: [.init(name: "Old.swift")])
    #expect(WriteJournal.decoded(journal.encoded()) == journal)
    #expect(journal.isWellFormed)
  }

  @Test("journals naming paths, non-temporary sources, relative folders or the journal itself are refused", arguments: [
    WriteJournal(renames: [.init(folder: nil, from: ".mantlegen-1.tmp", to: "../escape.swift")], removals: []),
    WriteJournal(renames: [.init(folder: nil, from: "Model.swift", to: "Other.swift")], removals: []),
    WriteJournal(renames: [.init(folder: "relative", from: ".mantlegen-1.tmp", to: "s.json")], removals: []),
    WriteJournal(renames: [], removals: [.init(name: "sub/Model.swift")]),
    WriteJournal(renames: [], removals: [.init(name: "..")]),
    WriteJournal(renames: [], removals: [.init(name: WriteJournal.fileName)]),
  ])
  func malformedJournalsAreRefused(journal: WriteJournal) {
    #expect(!journal.isWellFormed)
  }
}
