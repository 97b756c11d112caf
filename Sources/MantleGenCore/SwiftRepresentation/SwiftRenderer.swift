/// Renders ``SwiftFile`` values as text, formatted like swift-format's defaults (two-space
/// indentation, a blank line between members other than consecutive stored properties).
enum SwiftRenderer {
  static func render(_ file: SwiftFile) -> String {
    var writer = IndentedWriter()
    for line in file.header { writer.line(line.isEmpty ? "//" : "// " + line) }
    if !file.header.isEmpty { writer.blankLine() }
    for module in file.imports { writer.line("import \(module)") }
    if !file.imports.isEmpty { writer.blankLine() }
    // The top-level declarations are rendered on all cores (a single file holds every model),
    // the longest first, then joined in order.
    let declarations = file.declarations
    let rendered = declarations.concurrentMap(largestFirst: lineEstimate) { declaration in
      var writer = IndentedWriter()
      render(declaration, into: &writer)
      return writer.text
    }
    for (index, text) in rendered.enumerated() {
      if index > 0, isBlankLine(between: declarations[index - 1], and: declarations[index]) { writer.blankLine() }
      writer.append(rendered: text)
    }
    return writer.text
  }

  /// One declaration as text, as it appears in a file (at the top level).
  static func text(of declaration: SwiftDeclaration) -> String {
    var writer = IndentedWriter()
    render(declaration, into: &writer)
    return writer.text
  }

  /// About how many lines `declaration` renders to: enough to tell a long one from a short one.
  private static func lineEstimate(_ declaration: SwiftDeclaration) -> Int {
    switch declaration {
    case .type(let type): 2 + type.documentation.count + type.members.reduce(0) { $0 + lineEstimate($1) }
    case .extensionBlock(_, let members): 2 + members.reduce(0) { $0 + lineEstimate($1) }
    case .verbatim(let text): 1 + text.utf8.count { $0 == UInt8(ascii: "\n") }
    case .function(let documentation, _, let body), .computedProperty(let documentation, _, _, _, let body):
      2 + documentation.count + body.count
    case .property(let property): 1 + property.documentation.count
    case .typeAlias, .enumCase, .constant: 1
    case .attributed(_, let declaration): 1 + lineEstimate(declaration)
    }
  }

  private static func render(_ declarations: [SwiftDeclaration], into writer: inout IndentedWriter) {
    for (index, declaration) in declarations.enumerated() {
      if index > 0, isBlankLine(between: declarations[index - 1], and: declaration) { writer.blankLine() }
      render(declaration, into: &writer)
    }
  }

  /// Whether a blank line separates two consecutive declarations: always, except between two
  /// stored properties or enum cases.
  private static func isBlankLine(between previous: SwiftDeclaration, and next: SwiftDeclaration) -> Bool {
    !(isSimpleLine(previous) && isSimpleLine(next))
  }

  /// Declarations that sit on consecutive lines: stored properties and enum cases.
  private static func isSimpleLine(_ declaration: SwiftDeclaration) -> Bool {
    switch declaration {
    case .property, .enumCase, .constant: true
    default: false
    }
  }

  /// Renders `declaration`, with `attribute` on its own line after the doc comment.
  private static func render(
    _ declaration: SwiftDeclaration, into writer: inout IndentedWriter, attribute: String? = nil
  ) {
    // What comes before every declaration: its doc comment, then the attribute.
    let preamble = { (lines: [String], writer: inout IndentedWriter) in
      writer.documentation(lines)
      if let attribute { Self.attribute(attribute, into: &writer) }
    }
    switch declaration {
    case .attributed(let attribute, let declaration):
      render(declaration, into: &writer, attribute: attribute)
    case .type(let type):
      preamble(type.documentation, &writer)
      for attribute in type.attributes { Self.attribute(attribute, into: &writer) }
      typeHeader(type, into: &writer)
      if type.members.isEmpty { return }
      writer.indented { render(type.members, into: &$0) }
      writer.line("}")
    case .typeAlias(let docs, let modifiers, let name, let type):
      preamble(docs, &writer)
      writer.line("\(modifiers)typealias \(name) = \(type)")
    case .property(let property):
      preamble(property.documentation, &writer)
      let keyword = property.isConstant ? "let" : "var"
      writer.line("\(property.modifiers)\(keyword) \(property.name): \(property.type)")
    case .function(let docs, let signature, let body):
      preamble(docs, &writer)
      if body.isEmpty {
        wrapped(signature.head, signature.parameters, tail: "\(signature.trailer) {}", into: &writer)
      } else {
        wrapped(signature.head, signature.parameters, tail: "\(signature.trailer) {", into: &writer)
        writer.indented { render(body, into: &$0) }
        writer.line("}")
      }
    case .enumCase(let name, let rawValue, let associatedType, let isIndirect):
      preamble([], &writer)
      if let rawValue {
        writer.line("case \(name) = \(rawValue)")
      } else if let associatedType {
        let head = "\(isIndirect ? "indirect " : "")case \(name)("
        if writer.fits(head + associatedType + ")") {
          writer.line(head + associatedType + ")")
        } else {
          writer.line(head)
          writer.indented { $0.line(associatedType + ")") }
        }
      } else {
        writer.line("case \(name)")
      }
    case .verbatim(let text):
      writer.lines(text)
    case .extensionBlock(let name, let members):
      preamble([], &writer)
      writer.line("extension \(name) {")
      writer.indented { render(members, into: &$0) }
      writer.line("}")
    case .computedProperty(let docs, let modifiers, let name, let type, let body):
      preamble(docs, &writer)
      let header = "\(modifiers)var \(name): \(type) {"
      if writer.fits(header) {
        writer.line(header)
      } else {
        // As swift-format breaks it: the type on the next line, the brace on a line of its own.
        writer.line("\(modifiers)var \(name):")
        writer.indented { $0.line(type) }
        writer.line("{")
      }
      writer.indented { render(body, into: &$0) }
      writer.line("}")
    case .constant(let modifiers, let name, let value, let docs):
      preamble(docs, &writer)
      expression(value, head: "\(modifiers)let \(name) = ", tail: "", into: &writer)
    }
  }

  private static func render(_ statements: [SwiftStatement], into writer: inout IndentedWriter) {
    for statement in statements {
      switch statement {
      case .line(let text):
        writer.line(text)
      case .block(let header, let body):
        if writer.fits(header + " {") {
          writer.line(header + " {")
        } else {
          // As swift-format breaks a long condition: the brace on a line of its own.
          writer.line(header)
          writer.line("{")
        }
        writer.indented { render(body, into: &$0) }
        writer.line("}")
      case .doCatch(let body, let pattern, let handler):
        writer.line("do {")
        writer.indented { render(body, into: &$0) }
        writer.line("} catch \(pattern) {")
        writer.indented { render(handler, into: &$0) }
        writer.line("}")
      case .switchStatement(let subject, let cases):
        writer.line("switch \(subject) {")
        for switchCase in cases {
          let body = switchCase.body
          let label = switchCase.pattern == "default" ? "default" : "case \(switchCase.pattern)"
          if body.count == 1, case .line(let single) = body[0], writer.fits("\(label): \(single)") {
            writer.line("\(label): \(single)")
          } else {
            writer.line("\(label):")
            writer.indented { render(body, into: &$0) }
          }
        }
        writer.line("}")
      case .continued(let head, let lines):
        writer.line(head)
        writer.indented { inner in
          for line in lines { expression(line, head: "", tail: "", into: &inner) }
        }
      case .call(let callee, let arguments, let trailer):
        expression(.call(callee: callee, arguments: arguments), head: "", tail: trailer, into: &writer)
      }
    }
  }

  /// A signature, `callee(item, …)tail`, on one line when it fits, else one item per line (as
  /// swift-format keeps them; a parameter added later is then a line of its own in a diff).
  private static func wrapped(_ callee: String, _ items: [String], tail: String, into writer: inout IndentedWriter) {
    expression(
      .call(callee: .plain(callee), arguments: items.map(SwiftExpression.plain)), head: "", tail: tail,
      fillsArguments: false, into: &writer)
  }

  /// `head` + `expression` + `tail` on one line when it fits, else the outermost call's arguments
  /// on the lines below: as many a line as fit, or (a signature, `fillsArguments` false, or an
  /// argument too long for a line) one per line, each wrapped the same way.
  private static func expression(
    _ expression: SwiftExpression, head: String, tail: String, fillsArguments: Bool = true,
    into writer: inout IndentedWriter
  ) {
    let oneLine = head + expression.text + tail
    // A callee that starts with an assignment (`self.name = try container.decode`): the
    // assignment is part of the head, where the line may break.
    if !writer.fits(oneLine), case .call(let callee, let arguments) = expression,
      let (assignment, rest) = IndentedWriter.breakPoint(of: callee.text), assignment.hasSuffix(" =")
    {
      Self.expression(
        .call(callee: .plain(rest), arguments: arguments), head: head + assignment + " ", tail: tail, into: &writer)
      return
    }
    if !writer.fits(oneLine), let opening = expression.openingText, !writer.fits(head + opening),
      let (first, rest) = IndentedWriter.breakPoint(of: head)
    {
      // As swift-format does: `self.name =`, then the expression on the lines below.
      writer.line(first)
      writer.indented { Self.expression(expression, head: rest, tail: tail, into: &$0) }
      return
    }
    if !writer.fits(oneLine), case .sequence = expression {
      // Wrapped at its last call or array literal, the pieces around it written before and after.
      let pieces = expression.flattenedPieces
      if let last = pieces.lastIndex(where: \.isWrappable) {
        let before = pieces[..<last].map(\.text).joined()
        let after = pieces[(last + 1)...].map(\.text).joined()
        Self.expression(pieces[last], head: head + before, tail: after + tail, into: &writer)
        return
      }
    }
    // swift-format keeps a column free after an array literal (for the comma it adds when it
    // breaks one), so a literal that ends the line at the last column is broken too.
    if !writer.fits(oneLine + " "), case .arrayLiteral(let elements) = expression, !elements.isEmpty {
      // As swift-format breaks a long array literal: as many elements a line as fit.
      writer.line(head + "[")
      // swift-format writes a comma after each element, but none after a lone one.
      writer.indented { $0.fill(elements.map { $0.text + (elements.count > 1 ? "," : "") }) }
      writer.line("]" + tail)
      return
    }
    guard !writer.fits(oneLine), case .call(let callee, let arguments) = expression, !arguments.isEmpty else {
      writer.line(oneLine)
      return
    }
    // The callee wrapped in turn when even it does not fit (`Constraints(pattern: "…").check(`).
    Self.expression(callee, head: head, tail: "(", into: &writer)
    // As swift-format breaks a call: the arguments on the lines below, as many a line as fit, the
    // closing parenthesis after the last; one per line, each wrapped in turn, when one does not fit
    // or more than closing brackets follow (` ?? []`, which swift-format lays out otherwise).
    let items = arguments.enumerated().map { $1.text + ($0 < arguments.count - 1 ? "," : ")" + tail) }
    let isClosingTail = tail.allSatisfy { ")],".contains($0) }
    var isFilled = false
    writer.indented { inner in
      guard fillsArguments, isClosingTail, items.allSatisfy(inner.fits) else { return }
      inner.fill(items)
      isFilled = true
    }
    if isFilled { return }
    writer.indented { inner in
      for (index, argument) in arguments.enumerated() {
        Self.expression(argument, head: "", tail: index < arguments.count - 1 ? "," : "", into: &inner)
      }
    }
    writer.line(")" + tail)
  }

  /// An attribute on its own line; `@available(…)` too long for one line has its arguments on
  /// the next, as swift-format writes it.
  private static func attribute(_ attribute: String, into writer: inout IndentedWriter) {
    let opening = "@available("
    guard !writer.fits(attribute), attribute.hasPrefix(opening), attribute.hasSuffix(")") else {
      return writer.line(attribute)
    }
    writer.line(opening)
    writer.indented { $0.line(String(attribute.dropFirst(opening.count).dropLast())) }
    writer.line(")")
  }

  /// `modifiers kind Name: Inheritance, … {` (with `{}` for a type without members), wrapped as
  /// swift-format wraps it when too long: the inheritance list filled line by line, indented,
  /// and the brace on a line of its own; the name on the next line when even it does not fit.
  private static func typeHeader(_ type: SwiftTypeDeclaration, into writer: inout IndentedWriter) {
    let brace = type.members.isEmpty ? " {}" : " {"
    let keyword = "\(type.modifiers)\(type.kind.rawValue)"
    let inheritance = type.inheritance.isEmpty ? "" : ": " + type.inheritance.joined(separator: ", ")
    let oneLine = "\(keyword) \(type.name)\(inheritance)\(brace)"
    guard !writer.fits(oneLine), !type.inheritance.isEmpty else { return writer.line(oneLine) }
    let words = type.inheritance.enumerated().map { $1 + ($0 < type.inheritance.count - 1 ? "," : "") }
    let named = "\(keyword) \(type.name):"
    if writer.fits(named) {
      writer.fill(words, after: named)
    } else {
      writer.line(keyword)
      writer.indented { $0.fill(words, after: "\(type.name):") }
    }
    writer.line(type.members.isEmpty ? "{}" : "{")
  }
}
