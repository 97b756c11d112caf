/// A small structured representation of the Swift that mantlegen emits. Translators build these
/// values; only ``SwiftRenderer`` turns them into text.
struct SwiftFile: Hashable, Sendable {
  /// The file name, including `.swift`.
  var name: String
  /// Lines of the leading `//` comment (without the slashes).
  var header: [String]
  var imports: [String]
  var declarations: [SwiftDeclaration]
  /// The schema type the file is for (`nil` for the support file).
  var declaredType: String? = nil
}

/// A declaration at file or type scope.
indirect enum SwiftDeclaration: Hashable, Sendable {
  case type(SwiftTypeDeclaration)
  case typeAlias(documentation: [String], modifiers: String, name: String, type: String)
  case property(SwiftProperty)
  /// A function, initializer or operator and its body.
  case function(documentation: [String], signature: SwiftFunctionSignature, body: [SwiftStatement])
  /// `case name`, `case name = "raw"` or `[indirect] case name(Type)`.
  case enumCase(name: String, rawValue: String?, associatedType: String?, isIndirect: Bool = false)
  /// Fixed source text that is the same in every output (the support file's helpers).
  case verbatim(String)
  /// An `extension Name { … }`.
  case extensionBlock(name: String, members: [SwiftDeclaration])
  /// `modifiers var name: type { body }`.
  case computedProperty(documentation: [String], modifiers: String, name: String, type: String, body: [SwiftStatement])
  /// `modifiers let name = value`, e.g. a model's `private static let` transforms.
  case constant(modifiers: String, name: String, value: SwiftExpression, documentation: [String] = [])
  /// A declaration with an attribute on its own line after the doc comment (`@available(…)`).
  case attributed(attribute: String, SwiftDeclaration)
}

/// An expression: plain text, a reference to the output's support code, pieces of those, or a
/// call whose arguments the renderer puts one per line (and wraps in turn) when the whole does not
/// fit.
indirect enum SwiftExpression: Hashable, Sendable {
  case plain(String)
  /// `text` (`OrdersSupport.LossyArray<Item>`, `decodeIfPresent`) names what the support part
  /// `part` declares: the parts an output needs are the parts its code refers to this way.
  case support(part: String, text: String)
  /// Pieces written one after another, e.g. a support type and `.self`.
  case sequence([SwiftExpression])
  /// `callee(argument, …)`; no arguments gives `callee()`.
  case call(callee: SwiftExpression, arguments: [SwiftExpression])
  /// `[element, …]`.
  case arrayLiteral([SwiftExpression])

  /// The pieces of a sequence, nested sequences flattened; any other expression alone.
  var flattenedPieces: [SwiftExpression] {
    if case .sequence(let pieces) = self { return pieces.flatMap(\.flattenedPieces) }
    return [self]
  }

  /// Whether the renderer can break the expression over lines: a call with arguments, or an array
  /// literal with elements.
  var isWrappable: Bool {
    switch self {
    case .call(_, let arguments): !arguments.isEmpty
    case .arrayLiteral(let elements): !elements.isEmpty
    default: false
    }
  }

  /// The text up to the delimiter after which the renderer breaks the expression (`callee(`,
  /// `[`), `nil` when it cannot be broken.
  var openingText: String? {
    switch self {
    case .call(let callee, _) where isWrappable: callee.text + "("
    case .arrayLiteral where isWrappable: "["
    case .sequence:
      flattenedPieces.lastIndex(where: \.isWrappable).flatMap { last in
        flattenedPieces[..<last].map(\.text).joined() + (flattenedPieces[last].openingText ?? "")
      }
    default: nil
    }
  }

  /// The expression on one line.
  var text: String {
    switch self {
    case .plain(let text), .support(_, let text): text
    case .sequence(let pieces): pieces.map(\.text).joined()
    case .call(let callee, let arguments): callee.text + "(" + arguments.map(\.text).joined(separator: ", ") + ")"
    case .arrayLiteral(let elements): "[" + elements.map(\.text).joined(separator: ", ") + "]"
    }
  }

  /// The names of the support parts the expression refers to.
  var supportParts: Set<String> {
    switch self {
    case .plain: []
    case .support(let part, _): [part]
    case .sequence(let pieces): pieces.reduce(into: []) { $0.formUnion($1.supportParts) }
    case .call(let callee, let arguments):
      arguments.reduce(into: callee.supportParts) { $0.formUnion($1.supportParts) }
    case .arrayLiteral(let elements): elements.reduce(into: []) { $0.formUnion($1.supportParts) }
    }
  }
}

extension SwiftExpression {
  /// `text`, which relies on what the support part `part` declares without naming it (a user's
  /// type conforming to its protocol, a call of a requirement it declares).
  static func relying(on part: String, _ text: String) -> SwiftExpression {
    .sequence([.support(part: part, text: ""), .plain(text)])
  }
}

/// Plain text written as a string literal (`"try container.decode"`, `"forKey: .\(name)"`).
extension SwiftExpression: ExpressibleByStringInterpolation {
  init(stringLiteral value: String) {
    self = .plain(value)
  }
}

/// A struct, final class or enum.
struct SwiftTypeDeclaration: Hashable, Sendable {
  enum Kind: String, Hashable, Sendable {
    case structure = "struct"
    case finalClass = "final class"
    case enumeration = "enum"
  }

  var documentation: [String]
  /// Attributes, each on its own line before the declaration, e.g. `@dynamicMemberLookup`.
  var attributes: [String]
  /// Access and other modifiers followed by a space, e.g. `"public "`, or empty.
  var modifiers: String
  var kind: Kind
  var name: String
  var inheritance: [String]
  var members: [SwiftDeclaration]

  init(
    documentation: [String], attributes: [String] = [], modifiers: String, kind: Kind, name: String,
    inheritance: [String], members: [SwiftDeclaration]
  ) {
    self.documentation = documentation
    self.attributes = attributes
    self.modifiers = modifiers
    self.kind = kind
    self.name = name
    self.inheritance = inheritance
    self.members = members
  }
}

/// A stored property.
struct SwiftProperty: Hashable, Sendable {
  var documentation: [String]
  var modifiers: String
  var isConstant: Bool
  var name: String
  var type: String
}

/// `head(parameters)trailer`, e.g. `public init` + `(id: Int)` + ` throws`; the renderer puts the
/// parameters one per line when the signature is too long for one.
struct SwiftFunctionSignature: Hashable, Sendable {
  /// Modifiers, keyword and name: `public init`, `public static func ==`.
  var head: String
  /// Each parameter as written, e.g. `id: Int`, `name: String? = nil`.
  var parameters: [String]
  /// Effects and result after the parameter list: ` throws`, ` -> Bool`, or empty.
  var trailer: String

  init(_ head: String, parameters: [String] = [], trailer: String = "") {
    self.head = head
    self.parameters = parameters
    self.trailer = trailer
  }
}

/// A statement in a function body: one line of code, or a block with a header line and braces.
indirect enum SwiftStatement: Hashable, Sendable {
  case line(String)
  /// `header {` … `}`.
  case block(header: String, body: [SwiftStatement])
  /// `do {` body `} catch pattern {` handler `}`.
  case doCatch(body: [SwiftStatement], pattern: String, handler: [SwiftStatement])
  /// `switch subject { case pattern: body … }`, case labels at the switch's indentation.
  case switchStatement(subject: String, cases: [SwiftSwitchCase])
  /// `head`, then each of `lines` on a line of its own, indented one level (an expression broken
  /// before its operators: `self.a =` / `try x` / `?? y`).
  case continued(head: String, lines: [SwiftExpression])
  /// `callee(argument, …)trailer`, on one line when it fits, else one argument per line.
  case call(callee: SwiftExpression, arguments: [SwiftExpression], trailer: String = "")

  /// The names of the support parts the statement refers to.
  var supportParts: Set<String> {
    switch self {
    case .line: []
    case .block(_, let body): body.reduce(into: []) { $0.formUnion($1.supportParts) }
    case .doCatch(let body, _, let handler): (body + handler).reduce(into: []) { $0.formUnion($1.supportParts) }
    case .switchStatement(_, let cases):
      cases.reduce(into: []) { parts, switchCase in
        for statement in switchCase.body { parts.formUnion(statement.supportParts) }
      }
    case .continued(_, let lines): lines.reduce(into: []) { $0.formUnion($1.supportParts) }
    case .call(let callee, let arguments, _):
      arguments.reduce(into: callee.supportParts) { $0.formUnion($1.supportParts) }
    }
  }
}

extension SwiftDeclaration {
  /// The names of the support parts the declaration's code refers to.
  var supportParts: Set<String> {
    switch self {
    case .type(let type): type.members.reduce(into: []) { $0.formUnion($1.supportParts) }
    case .function(_, _, let body), .computedProperty(_, _, _, _, let body):
      body.reduce(into: []) { $0.formUnion($1.supportParts) }
    case .extensionBlock(_, let members): members.reduce(into: []) { $0.formUnion($1.supportParts) }
    case .constant(_, _, let value, _): value.supportParts
    case .attributed(_, let declaration): declaration.supportParts
    case .typeAlias, .property, .enumCase, .verbatim: []
    }
  }
}

extension SwiftFunctionSignature {
  /// `init(from decoder: any Decoder) throws` with the given access modifier.
  static func decodingInitializer(_ access: String) -> Self {
    Self("\(access)init", parameters: ["from decoder: any Decoder"], trailer: " throws")
  }

  /// `func encode(to encoder: any Encoder) throws` with the given access modifier.
  static func encodeFunction(_ access: String) -> Self {
    Self("\(access)func encode", parameters: ["to encoder: any Encoder"], trailer: " throws")
  }
}

/// `case pattern:` (or `default:` for the pattern `default`) and its statements.
struct SwiftSwitchCase: Hashable, Sendable {
  var pattern: String
  var body: [SwiftStatement]

  init(_ pattern: String, _ body: [SwiftStatement]) {
    self.pattern = pattern
    self.body = body
  }
}
