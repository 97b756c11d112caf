/// Another name for a type: a declared component that is not an object (an array, a map or a
/// scalar, such as OpenAPI's `content-directory` or `language`), generated as a Swift `typealias`
/// so that code written against the declaration's name compiles. Properties refer to the type it
/// stands for; the alias is for the people using the models.
struct TypeAlias: Hashable, Sendable {
  var name: String
  /// The type the name stands for.
  var type: TypeReference
  /// The doc comment, from the declaration's `title` and `description`.
  var documentation: String?
}
