import Testing

@testable import MantleGenCore

/// Declarations too long for one line are broken as swift-format breaks them (its default
/// configuration finds nothing to change): type headers, attributes, enum cases, a call of one
/// argument, an array literal that ends at the last column; doc comments lose trailing spaces.
@Suite("Long declarations")
struct LongDeclarationTests {
  private func render(_ declarations: [SwiftDeclaration]) -> String {
    SwiftRenderer.render(SwiftFile(name: "T.swift", header: [], imports: [], declarations: declarations))
  }

  private func type(
    _ name: String, kind: SwiftTypeDeclaration.Kind = .structure, inheritance: [String],
    members: [SwiftDeclaration]
  ) -> SwiftDeclaration {
    .type(
      SwiftTypeDeclaration(
        documentation: [], modifiers: "public ", kind: kind, name: name, inheritance: inheritance, members: members))
  }

  @Test("a long type header fills its inheritance list over lines, the brace on a line of its own")
  func typeHeaders() {
    let conformances = ["RawRepresentable", "Codable", "Hashable", "Sendable"]
    #expect(
      render([
        type(
          "PostStoragePolicyAssignmentsRequestAssignedToType", kind: .enumeration, inheritance: conformances,
          members: [.enumCase(name: "user", rawValue: nil, associatedType: nil)])
      ]) == """
        public enum PostStoragePolicyAssignmentsRequestAssignedToType: RawRepresentable, Codable, Hashable,
          Sendable
        {
          case user
        }

        """)
    let long = "PutMetadataTemplatesEnterpriseSecurityClassification0AAF1B57StaticConfigClassification"
    let property = SwiftProperty(documentation: [], modifiers: "", isConstant: true, name: "a", type: "Int")
    #expect(
      render([type(long, inheritance: ["Codable", "Hashable", "Sendable"], members: [.property(property)])]) == """
        public struct
          \(long): Codable,
            Hashable, Sendable
        {
          let a: Int
        }

        """)
  }

  @Test("a long attribute, enum case, one-argument call and array literal are broken; doc comments are trimmed")
  func members() {
    let user = "ShieldInformationBarrierSegmentMemberUser"
    let attribute = "@available(*, deprecated, message: \"Uses `\(user)`, which is deprecated.\")"
    let validation = "SignRequestSignerInputNumberWithPeriodValidation"
    let text = render([
      type(
        "Member", kind: .enumeration, inheritance: [],
        members: [
          .attributed(
            attribute: attribute,
            .enumCase(name: "shieldInformationBarrierSegmentMemberUser", rawValue: nil, associatedType: user)),
          .enumCase(name: "signRequestSignerInputNumberWithPeriodValidation", rawValue: nil, associatedType: validation),
          .function(
            documentation: ["Reads the value.   ", "  "], signature: .decodingInitializer(""),
            body: [.line("self = .signRequestSignerInputNumberWithPeriodValidation(try \(validation)(from: decoder))")]),
          .constant(
            modifiers: "public static ", name: "knownCases: [SharedLinkPermissionOption]",
            value: .arrayLiteral([".canPreview", ".canDownload", ".canEdit"])),
          .constant(
            modifiers: "public static ", name: "knownCases: [WatchlistScreeningIndividualUpdateRequestResettableField]",
            value: .arrayLiteral([".assignee"])),
        ])
    ])
    #expect(
      text == """
        public enum Member {
          @available(
            *, deprecated, message: "Uses `ShieldInformationBarrierSegmentMemberUser`, which is deprecated."
          )
          case shieldInformationBarrierSegmentMemberUser(ShieldInformationBarrierSegmentMemberUser)

          case signRequestSignerInputNumberWithPeriodValidation(
            SignRequestSignerInputNumberWithPeriodValidation)

          /// Reads the value.
          ///
          init(from decoder: any Decoder) throws {
            self =
              .signRequestSignerInputNumberWithPeriodValidation(
                try SignRequestSignerInputNumberWithPeriodValidation(from: decoder))
          }

          public static let knownCases: [SharedLinkPermissionOption] = [
            .canPreview, .canDownload, .canEdit,
          ]
          public static let knownCases: [WatchlistScreeningIndividualUpdateRequestResettableField] = [
            .assignee
          ]
        }

        """)
  }

  @Test("a call whose callee is too long for one line wraps the callee's own call first")
  func longCallee() {
    let pattern = #""(\\{user_question\\}[\\s\\S]*?\\{content\\}|\\{content\\}[\\s\\S]*?\\{user_question\\})""#
    let rules = SwiftExpression.call(callee: "Support.Constraints", arguments: ["maxLength: 10000", .plain("pattern: " + pattern)])
    let text = render([
      .function(
        documentation: [], signature: SwiftFunctionSignature("func check"),
        body: [.call(callee: .sequence(["try ", rules, ".check"]), arguments: ["self.prompt", "in: decoder"])])
    ])
    #expect(
      text == """
        func check() {
          try Support.Constraints(
            maxLength: 10000,
            pattern:
              \(pattern)
          ).check(
            self.prompt, in: decoder)
        }

        """)
  }

  @Test("a long computed property type or block condition is broken, its brace on a line of its own")
  func computedProperty() {
    let type = "ChatCompletionFunctionCallOptionOrCreateChatCompletionRequestFunctionCallValue?"
    let text = render([
      .computedProperty(documentation: [], modifiers: "public ", name: "functionCall", type: type, body: [.line("_f")]),
      .function(
        documentation: [], signature: SwiftFunctionSignature("init"),
        body: [
          .line("self = .templateCreateEvalResponsesRunDataSourceInputMessageCFE26E74(try container.decode(TemplateCreateEvalResponsesRunDataSourceInputMessagesTemplateElementObject.self))"),
          .block(
            header: "if let value = try? container.decode(ChatCompletionFunctionCallOptionForCreateChatComplet139CC910.self)",
            body: [.line("return")]),
        ]),
    ])
    #expect(
      text == """
        public var functionCall:
          \(type)
        {
          _f
        }

        init() {
          self =
            .templateCreateEvalResponsesRunDataSourceInputMessageCFE26E74(
              try container.decode(
                TemplateCreateEvalResponsesRunDataSourceInputMessagesTemplateElementObject.self))
          if let value =
            try? container.decode(ChatCompletionFunctionCallOptionForCreateChatComplet139CC910.self)
          {
            return
          }
        }

        """)
  }
}
