/// Generation choices recorded in the schema, so that `generate` reproduces what `infer` wrote.
public struct SchemaOptions: Hashable, Sendable {
  var accessLevel: AccessLevel
  /// Generate `merging(_:)` on every model.
  var generatesMerge: Bool
  /// Declare properties with `var` instead of `let`.
  var usesVariables: Bool
  /// Generate every model as a `final class` instead of a struct.
  var usesClasses: Bool
  /// Decode every scalar property (and arrays of scalars) with the `lenient` transform unless it
  /// has a transform of its own; inference and `update` then choose the majority type where
  /// samples disagree on a value's kind (see ``InferenceOptions/isLenient``).
  var isLenient: Bool
  /// Refer to one shared copy of the support code (`JSONSupport`, written by `mantlegen support`)
  /// instead of emitting the parts the models use into the output.
  var sharesSupport: Bool
  /// Make every property without a default optional in Swift, whatever the samples showed:
  /// defensive models for an API known from one sample.
  var makesAllOptional: Bool
  /// What decoding does with a value of the wrong type, unless a model or property says otherwise.
  var onInvalid: InvalidValuePolicy
  /// Give every model that has no property for unknown keys one that keeps the keys the schema does
  /// not list (`unknownKeys: [String: JSONValue]`), so that they are written back.
  var keepsUnknownKeys: Bool
  /// Declare `Identifiable` on every model with a non-optional stored `id` (for SwiftUI lists).
  var declaresIdentifiable: Bool
  /// Which sample values inference and `update` copy into the schema as examples (and so into
  /// doc comments and mapping tables).
  var examples: ExamplePolicy
  /// How inference and `update` write acronyms in property names.
  var acronyms: AcronymStyle
  /// Declare every type inside the root type (or the type the root is an array or dictionary of):
  /// `Gist.Owner`, so that outputs in one module never clash on child type names.
  var nestsTypes: Bool
  /// Models also decode under `JSONDecoder`'s `.convertFromSnakeCase`: each key is also looked for
  /// as that strategy renames it (`avatar_url` → `avatarUrl`). Off by default: the models then read
  /// the keys as the JSON writes them, with synthesized `Codable` where nothing else needs code.
  var convertsFromSnakeCase = false
  /// Write all the Swift of an output folder into one file named after the root type.
  var writesSingleFile = false
  /// Decode every URL property without a transform of its own with the strict `url` transform:
  /// text that is not a valid URL fails to decode on every platform (`URL`'s own `Codable`
  /// percent-encodes it on Linux and newer Apple systems). Off by default: models with URLs then
  /// keep synthesized `Codable`.
  var readsURLsStrictly = false
  /// The prefix `infer --type-prefix` put before every type name (`S12`), which `update` puts
  /// before the types it adds, so that prefixed outputs sharing a module stay apart.
  var typePrefix = ""

  /// Generation choices, each defaulting to what `infer` chooses without options: public structs
  /// with `let` properties, no `merging(_:)`, strict decoding that fails on a value of the wrong
  /// type, optionality as the samples show it, support code emitted into the output.
  public init(
    accessLevel: AccessLevel = .public, generatesMerge: Bool = false, usesVariables: Bool = false,
    usesClasses: Bool = false, isLenient: Bool = false, sharesSupport: Bool = false, makesAllOptional: Bool = false,
    onInvalid: InvalidValuePolicy = .fail, keepsUnknownKeys: Bool = false, declaresIdentifiable: Bool = true,
    examples: ExamplePolicy = .safe, acronyms: AcronymStyle = .swift, nestsTypes: Bool = false
  ) {
    self.nestsTypes = nestsTypes
    self.examples = examples
    self.acronyms = acronyms
    self.declaresIdentifiable = declaresIdentifiable
    self.keepsUnknownKeys = keepsUnknownKeys
    self.sharesSupport = sharesSupport
    self.makesAllOptional = makesAllOptional
    self.onInvalid = onInvalid
    self.accessLevel = accessLevel
    self.generatesMerge = generatesMerge
    self.usesVariables = usesVariables
    self.usesClasses = usesClasses
    self.isLenient = isLenient
  }
}

extension SchemaOptions {
  /// Every option a schema's `options` may hold, in the order schema files write them: the one
  /// place an option is declared (see ``SchemaOptionField``).
  package static let fields: [SchemaOptionField] = [
    .choice(
      "access", \.accessLevel, noun: "access level", "The access level of generated declarations.",
      isAlwaysWritten: true),
    SchemaOptionField(
      "merge", .flag(\.generatesMerge), "Generate `merging(_:)`.",
      flag: ("merge", "Generate merging(_:), which takes another value's non-nil properties (Mantle's merge)."),
      isAlwaysWritten: true),
    SchemaOptionField(
      "mutable", .flag(\.usesVariables), "Declare properties with `var`.",
      flag: ("mutable", "Declare properties with var instead of let.")),
    SchemaOptionField(
      "classes", .flag(\.usesClasses), "Generate final classes.",
      flag: ("classes", "Generate final classes instead of structs.")),
    SchemaOptionField(
      "lenient", .flag(\.isLenient),
      "Give every scalar property the `lenient` transform; inference chooses the majority type where samples disagree.",
      flag: (
        "lenient",
        "Accept values of another kind, converted (\"1\" for 1, 1 for true): every scalar property gets the lenient transform, and where samples disagree on a value's kind the majority type is chosen instead of a union."
      )),
    SchemaOptionField(
      "support",
      .choice(
        values: ["inline", "shared"], noun: "support mode", get: { $0.sharesSupport ? "shared" : "inline" },
        set: { options, text in options.sharesSupport = text == "shared" }),
      "Where the support code goes."),
    SchemaOptionField(
      "allOptional", .flag(\.makesAllOptional), "Make every property without a default optional.",
      flag: (
        "all-optional", "Make every property optional, whatever the samples show (defensive models from a few samples)."
      )),
    .choice("onInvalid", \.onInvalid, noun: "'onInvalid' policy", "What decoding does with a value of the wrong type."),
    SchemaOptionField(
      "keepUnknownKeys", .flag(\.keepsUnknownKeys), "Keep the keys the schema does not list and write them back.",
      flag: (
        "keep-unknown-keys",
        "Give every model an 'unknownKeys' dictionary that keeps the keys the schema does not list and writes them back (for read-modify-write clients)."
      )),
    SchemaOptionField(
      "identifiable", .flag(\.declaresIdentifiable), "Declare `Identifiable` on models with a non-optional `id`."),
    SchemaOptionField(
      "nested", .flag(\.nestsTypes), "Declare every type inside the root type.",
      flag: (
        "nested",
        "Declare every type inside the root type (Gist.Owner; for an array root, inside its element type), so that several outputs in one module never clash."
      )),
    .choice("acronyms", \.acronyms, noun: "acronym style", "How property names write acronyms."),
    .choice("examples", \.examples, noun: "example policy", "Which sample values are copied as examples."),
    SchemaOptionField(
      "convertFromSnakeCase", .flag(\.convertsFromSnakeCase),
      "Models also decode under JSONDecoder's `.convertFromSnakeCase`.",
      flag: (
        "convert-from-snake-case",
        "Make models also decode under JSONDecoder's .convertFromSnakeCase (each key is also looked for as that strategy renames it), for apps that set that strategy on a shared decoder."
      )),
    SchemaOptionField(
      "strictURLs", .flag(\.readsURLsStrictly), "Decode URL properties with the strict `url` transform.",
      flag: (
        "strict-urls",
        "Make decoding fail on text that is not a valid URL (\"not a valid URL\"), on every platform: URL properties get the strict url transform, where URL's own Codable percent-encodes such text on Linux and newer Apple systems."
      )),
    SchemaOptionField(
      "singleFile", .flag(\.writesSingleFile), "Write all the Swift into one file named after the root type.",
      flag: ("single-file", "With --output, write all the Swift into one file named after the root type.")),
    SchemaOptionField(
      "typePrefix", .text(\.typePrefix),
      "The prefix of every type name (`infer --type-prefix`), put before the types `update` adds."),
  ]
}
