extension ModelCoding {
  // MARK: - Encoding

  /// `encode(to:)`: `prelude`, then every property. On its own (decoding synthesized) for a model
  /// that needs nothing else but `nil` written as `null`.
  func encodeFunction(access: String, prelude: [SwiftStatement] = []) -> SwiftDeclaration {
    var body = prelude
    if hasKeyedProperties { body.append(.line("var container = encoder.container(keyedBy: CodingKeys.self)")) }
    body += encodeStatements(root, container: "container")
    // A model read from several keys of this object writes them into the same encoder.
    for property in properties where property.isReadFromSeveralKeys && property.keyPath.isEmpty && property.isWritten {
      let chain = property.isOptional ? "?" : ""
      body.append(.line("try self.\(SwiftNaming.escaped(property.swiftName))\(chain).encode(to: encoder)"))
    }
    if let (property, _) = unknownKeys {
      body.append(
        .call(
          callee: .sequence(["try ", translator.support(.unknownKeys, "UnknownKeys.encode")]),
          arguments: ["self.\(SwiftNaming.escaped(property.swiftName))", "to: encoder"]))
    }
    return .function(documentation: [], signature: .encodeFunction(access), body: body)
  }

  private func encodeStatements(_ level: Level, container: String) -> [SwiftStatement] {
    var statements: [SwiftStatement] = []
    for entry in level.entries {
      switch entry {
      case .property(let property):
        guard property.isWritten else { continue }
        let name = SwiftNaming.escaped(property.swiftName)
        if property.isReadFromSeveralKeys {
          // Optional: the arguments are evaluated only when there is a value, so no key is written.
          let chain = property.isOptional ? "?" : ""
          statements.append(.line("try self.\(name)\(chain).encode(to: \(container).superEncoder(forKey: .\(name)))"))
        } else if let member = property.arrayMember {
          let call = SwiftStatement.call(
            callee: .sequence(["try ", translator.support(.arrayMember, "ArrayMember.encode")]),
            arguments: [
              property.isOptional ? "value" : "self.\(name)", .plain("member: \(SwiftLiteral.string(member))"),
              "forKey: .\(name)", "in: &\(container)",
            ])
          if property.isOptional {
            statements.append(.block(header: "if let value = self.\(name)", body: [call]))
            if property.writesNull {
              statements.append(
                .block(header: "if self.\(name) == nil", body: [.line("try \(container).encodeNil(forKey: .\(name))")]))
            }
          } else {
            statements.append(call)
          }
        } else if let (constant, _) = transforms[property.swiftName] {
          statements.append(
            .call(
              callee: .sequence([
                "try Self.\(constant).", Self.transformMethod("encode", ifPresent: property.isOptional),
              ]),
              arguments: ["self.\(name)", "to: &\(container)", "forKey: .\(name)"]))
          if property.writesNull {
            statements.append(
              .block(
                header: "if self.\(name) == nil",
                body: [.line("try \(container).encodeNil(forKey: .\(name))")]))
          }
        } else {
          // An optional encodes `nil` as `null`; `encodeIfPresent` leaves the key out.
          let method = property.isOptional && !property.writesNull ? "encodeIfPresent" : "encode"
          statements.append(
            .call(callee: "try \(container).\(method)", arguments: ["self.\(name)", "forKey: .\(name)"]))
        }
      case .fallbackKey:
        continue
      case .nested(let caseName, _, let nested):
        let descendants = nested.plan.fields.filter(\.isWritten)
        guard !descendants.isEmpty else { continue }
        let name = Self.containerName(of: nested)
        let body: [SwiftStatement] =
          [
            .call(
              callee: "var \(name) = \(container).nestedContainer",
              arguments: ["keyedBy: \(nested.enumName).self", "forKey: .\(SwiftNaming.escaped(caseName))"])
          ] + encodeStatements(nested, container: name)
        if descendants.allSatisfy({ $0.isOptional && !$0.writesNull }) {
          let condition = descendants.map { "self.\(SwiftNaming.escaped($0.swiftName)) != nil" }.joined(
            separator: " || ")
          statements.append(.block(header: "if \(condition)", body: body))
        } else {
          statements += body
        }
      }
    }
    return statements
  }
}
