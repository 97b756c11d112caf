/// The support code of generated models, as a compiled and tested library.
///
/// Every other file of this target is one *part*: a declaration (or a few that belong together)
/// that generated code may need. mantlegen copies into each output only the parts that output
/// uses, renaming this namespace per output (`OrdersSupport`) so that any number of outputs can
/// share a module. The first line of a part names the parts it uses:
///
///     // mantlegen:support uses=Transform,IndexKey
///
/// `api` marks a part whose types appear in models' declarations (so they are as visible as the
/// models), and `library-only` a part that only mantlegen itself uses (never emitted). Parts use
/// `public` only as the first word of a line, so that emitted copies can drop it. A standard type
/// that a model may be named after (`Collection`, `NSLock`) is written with its module
/// (`Swift.Collection`), since a model of the same module with that name would shadow it.
///
/// mantlegen's inference and drift check call these same declarations: a rule that generated code
/// applies (date formats, lenient coercion) exists only here.
public enum JSONSupport {}
