extension JSONSchemaImporter {
  /// A request or response body schema written inline under `paths` (not a `$ref` to a
  /// component): the key its type is named from and its JSON pointer.
  struct OperationBody {
    var key: String
    var pointer: String
    var node: LocatedJSON
    /// The method and path (`GET /pets/{petId}`), and `request` or the response's status.
    var operation = ""
    var body = ""
  }

  static let httpMethods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

  /// The JSON bodies of every operation, in document order: for each operation (`operationId`,
  /// else its method and path), the request body (`…Request`; Swagger 2.0: the `in: body`
  /// parameter) and each success response (`…Response` for the first, then `…Response201`…), each
  /// from its JSON media type (Swagger 2.0: the response's `schema`), inline or a `$ref`.
  static func operationBodies(of document: LocatedJSON) -> [OperationBody] {
    var bodies: [OperationBody] = []
    let resolved = { (node: LocatedJSON, pointer: String) in dereferenced(node, pointer: pointer, in: document) }
    for path in document.member("paths")?.members ?? [] {
      let (pathItem, pathPointer) = resolved(path.value, "#/paths/" + JSONSchemaModelBuilder.escape(path.key))
      for member in pathItem.members where httpMethods.contains(member.key) {
        let (operation, pointer) = resolved(member.value, pathPointer + "/" + member.key)
        let name = operation.member("operationId")?.string ?? member.key + " " + path.key
        let method = member.key.uppercased() + " " + path.key
        if let (schema, schemaPointer) = requestSchema(of: operation, pointer: pointer, resolved: resolved) {
          bodies.append(
            OperationBody(
              key: name + " request", pointer: schemaPointer, node: schema, operation: method, body: "request"))
        }
        let successes = (operation.member("responses")?.members ?? []).filter { $0.key.hasPrefix("2") }
        for (index, response) in successes.enumerated() {
          let (body, responsePointer) = resolved(
            response.value, pointer + "/responses/" + JSONSchemaModelBuilder.escape(response.key))
          guard let (schema, schemaPointer) = jsonSchema(of: body, pointer: responsePointer) else { continue }
          let key = name + " response" + (index == 0 ? "" : " " + response.key)
          bodies.append(
            OperationBody(key: key, pointer: schemaPointer, node: schema, operation: method, body: response.key))
        }
      }
    }
    return bodies
  }

  private static func requestSchema(
    of operation: LocatedJSON, pointer: String, resolved: (LocatedJSON, String) -> (LocatedJSON, String)
  ) -> (LocatedJSON, String)? {
    if let body = operation.member("requestBody") {
      let (requestBody, bodyPointer) = resolved(body, pointer + "/requestBody")
      return jsonSchema(of: requestBody, pointer: bodyPointer)
    }
    let parameters = (operation.member("parameters")?.elements ?? []).enumerated().map { index, parameter in
      resolved(parameter, pointer + "/parameters/\(index)")
    }
    guard let (parameter, parameterPointer) = parameters.first(where: { $0.0.member("in")?.string == "body" }),
      let schema = parameter.member("schema")
    else { return nil }
    return (schema, parameterPointer + "/schema")
  }

  /// `node`, or the node its `$ref` inside the document points at (following a few in a row),
  /// with its pointer: path items, operations, request bodies, responses and parameters may be
  /// references (`#/components/responses/NotFound`, or into another file, which
  /// ``ExternalReferences`` has placed in the document).
  private static func dereferenced(
    _ node: LocatedJSON, pointer: String, in document: LocatedJSON
  ) -> (LocatedJSON, String) {
    var (node, pointer) = (node, pointer)
    for _ in 0..<8 {
      guard let target = node.member("$ref")?.string, target.hasPrefix("#"),
        let resolved = JSONSchemaModelBuilder.resolve(target, in: document)
      else { break }
      (node, pointer) = (resolved, target)
    }
    return (node, pointer)
  }

  /// The schema of a request body or response: of its first JSON media type (`application/json`,
  /// `application/problem+json`, …), or Swagger 2.0's `schema`.
  private static func jsonSchema(of body: LocatedJSON, pointer: String) -> (LocatedJSON, String)? {
    if let schema = body.member("schema") { return (schema, pointer + "/schema") }
    guard
      let media = body.member("content")?.members.first(where: { $0.key.hasSuffix("json") || $0.key.contains("json;") }
      ),
      let schema = media.value.member("schema")
    else { return nil }
    return (schema, pointer + "/content/" + JSONSchemaModelBuilder.escape(media.key) + "/schema")
  }
}
