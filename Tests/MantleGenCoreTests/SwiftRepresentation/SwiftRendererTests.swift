import Testing

@testable import MantleGenCore

/// Small input → exact output snippets for the Swift renderer.
@Suite("Swift renderer")
struct SwiftRendererTests {
  private func render(_ declarations: [SwiftDeclaration]) -> String {
    SwiftRenderer.render(SwiftFile(name: "T.swift", header: ["Header"], imports: ["Foundation"], declarations: declarations))
  }

  @Test("a struct with properties, an initializer and a private enum")
  func structure() {
    let text = render([
      .type(
        SwiftTypeDeclaration(
          documentation: ["A thing."], modifiers: "public ", kind: .structure, name: "Thing",
          inheritance: ["Codable", "Hashable"],
          members: [
            .property(SwiftProperty(documentation: ["JSON `id`."], modifiers: "public ", isConstant: true, name: "id", type: "Int")),
            .property(SwiftProperty(documentation: [], modifiers: "public ", isConstant: false, name: "name", type: "String?")),
            .function(
              documentation: [], signature: SwiftFunctionSignature("public init", parameters: ["id: Int", "name: String? = nil"]),
              body: [.line("self.id = id"), .line("self.name = name")]),
            .type(
              SwiftTypeDeclaration(
                documentation: [], modifiers: "private ", kind: .enumeration, name: "CodingKeys",
                inheritance: ["String", "CodingKey"],
                members: [.enumCase(name: "id", rawValue: nil, associatedType: nil), .enumCase(name: "name", rawValue: #""full_name""#, associatedType: nil)])),
          ]))
    ])
    #expect(
      text == """
        // Header

        import Foundation

        /// A thing.
        public struct Thing: Codable, Hashable {
          /// JSON `id`.
          public let id: Int
          public var name: String?

          public init(id: Int, name: String? = nil) {
            self.id = id
            self.name = name
          }

          private enum CodingKeys: String, CodingKey {
            case id
            case name = "full_name"
          }
        }

        """)
  }

  @Test(
    "long parameter lists go one per line; long calls fill their lines as swift-format does, one per line before ' ?? …'; empty bodies are {}"
  )
  func wrapping() {
    let parameters = (1...6).map { "parameterNumber\($0): SomeLongTypeName" }
    let text = render([
      .function(documentation: [], signature: SwiftFunctionSignature("public init", parameters: parameters), body: []),
      .function(
        documentation: [], signature: SwiftFunctionSignature("func f"),
        body: [
          .call(callee: "let value = try container.decodeIfPresent", arguments: ["JSONArrayTransform(JSONDateTransform(.iso8601(fractionDigits: 3, zone: \"Z\")))", "forKey: .someProperty"], trailer: " ?? []"),
          .call(callee: "self.someProperty = try SomeSupport.InvalidValueLog.decodeIfPresent", arguments: ["SomeLongModelName.self", "forKey: .someProperty", "in: container", "decoder"], trailer: ""),
        ]),
    ])
    #expect(
      text.contains(
        """
        public init(
          parameterNumber1: SomeLongTypeName,
        """))
    #expect(text.contains("  parameterNumber6: SomeLongTypeName\n) {}\n"))
    #expect(
      text.contains(
        """
          let value = try container.decodeIfPresent(
            JSONArrayTransform(JSONDateTransform(.iso8601(fractionDigits: 3, zone: "Z"))),
            forKey: .someProperty
          ) ?? []
        """))
    #expect(
      text.contains(
        """
          self.someProperty = try SomeSupport.InvalidValueLog.decodeIfPresent(
            SomeLongModelName.self, forKey: .someProperty, in: container, decoder)
        """))
  }

  @Test("switch cases sit at the switch's indentation; short ones on one line")
  func switchStatement() {
    let text = render([
      .function(
        documentation: [], signature: SwiftFunctionSignature("func f"),
        body: [
          .switchStatement(
            subject: "self",
            cases: [
              SwiftSwitchCase(".a(let value)", [.line("try value.encode(to: encoder)")]),
              SwiftSwitchCase(".b(let value)", [.line("try value.encode(to: encoder)"), .line("print(value)")]),
            ])
        ])
    ])
    #expect(
      text.contains(
        """
          switch self {
          case .a(let value): try value.encode(to: encoder)
          case .b(let value):
            try value.encode(to: encoder)
            print(value)
          }
        """))
  }
}
