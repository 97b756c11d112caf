/// English singular forms for the element types of arrays (`photos` → `photo`).
enum Singularization {
  /// The singular of a lowercase English plural, or `nil` when `word` is not a recognisable
  /// plural (a singular such as `status` or `info`, or a word that is the same in both numbers
  /// such as `news` or `series`).
  static func singular(of word: String) -> String? {
    guard word.count >= 3, word.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
    if invariant.contains(word) { return nil }
    if let singular = irregular[word] { return singular }
    for (suffix, replacement) in suffixRules where word.hasSuffix(suffix) {
      guard let replacement else { return nil }
      return String(word.dropLast(suffix.count)) + replacement
    }
    return nil
  }

  /// Suffix rules, first match wins; a `nil` replacement means "singular already".
  private static let suffixRules: [(suffix: String, replacement: String?)] = [
    ("ss", nil), ("us", nil), ("sis", nil), ("xis", nil),  // class, status, analysis, axis
    ("js", nil),  // nodejs, reactjs: names, not plurals
    ("ies", "y"),  // categories → category
    ("sses", "ss"),  // addresses → address
    ("zzes", "zz"),  // buzzes → buzz
    ("xes", "x"),  // boxes → box
    ("ches", "ch"),  // matches → match
    ("shes", "sh"),  // dishes → dish
    ("s", ""),  // photos → photo, cases → case, moves → move, sizes → size, emojis → emoji
  ]

  /// Words that are the same in singular and plural, or have no singular.
  private static let invariant: Set<String> = [
    "aircraft", "alias", "atlas", "bias", "canvas", "chaos", "clothes", "cosmos", "data", "deer",
    "debris", "diabetes", "equipment", "ethos", "fish", "gas", "goods", "has", "headquarters",
    "herpes", "his", "information", "iris", "jeans", "kudos", "lens", "mantis", "means", "media",
    "metadata", "metropolis", "money", "news", "odds", "pancreas", "pants", "pathos", "pelvis",
    "rabies", "rice", "scissors", "series", "sheep", "species", "tennis", "thanks", "this",
    "trellis", "was", "yes",
    // -ics words that name a field rather than a countable thing
    "acoustics", "aerobics", "analytics", "athletics", "economics", "electronics", "ethics",
    "genetics", "gymnastics", "linguistics", "logistics", "mathematics", "physics", "politics",
  ]

  /// Plurals that the suffix rules get wrong.
  private static let irregular: [String: String] = [
    // Irregular English plurals
    "people": "person", "children": "child", "men": "man", "women": "woman", "feet": "foot",
    "teeth": "tooth", "geese": "goose", "mice": "mouse", "oxen": "ox", "dice": "die",
    // Latin and Greek plurals
    "criteria": "criterion", "phenomena": "phenomenon", "indices": "index",
    "matrices": "matrix", "vertices": "vertex", "appendices": "appendix", "analyses": "analysis",
    "axes": "axis", "crises": "crisis", "diagnoses": "diagnosis",
    "hypotheses": "hypothesis", "parentheses": "parenthesis", "synopses": "synopsis",
    "theses": "thesis", "cacti": "cactus", "fungi": "fungus", "nuclei": "nucleus",
    "radii": "radius", "stimuli": "stimulus", "syllabi": "syllabus", "alumni": "alumnus",
    "foci": "focus", "curricula": "curriculum", "memoranda": "memorandum",
    // -uses of singular -us words (`houses`, `causes` follow the `s` rule)
    "statuses": "status", "buses": "bus", "viruses": "virus", "bonuses": "bonus",
    "campuses": "campus", "censuses": "census", "choruses": "chorus", "circuses": "circus",
    "consensuses": "consensus", "corpuses": "corpus", "focuses": "focus", "geniuses": "genius",
    "minuses": "minus", "octopuses": "octopus", "pluses": "plus", "prospectuses": "prospectus",
    "radiuses": "radius", "surpluses": "surplus", "syllabuses": "syllabus",
    "thesauruses": "thesaurus", "walruses": "walrus", "apparatuses": "apparatus",
    "cactuses": "cactus", "nexuses": "nexus", "hiatuses": "hiatus", "sinuses": "sinus",
    // plurals of -u words, which the `us` rule would keep
    "menus": "menu", "gurus": "guru", "emus": "emu", "haikus": "haiku", "tutus": "tutu",
    "tofus": "tofu", "sudokus": "sudoku",
    // -ses of singular -s words
    "aliases": "alias", "atlases": "atlas", "biases": "bias", "canvases": "canvas",
    "gases": "gas", "lenses": "lens", "irises": "iris",
    // -zes after one z, -ches of -che words, -ies of -ie words
    "quizzes": "quiz", "caches": "cache", "niches": "niche", "headaches": "headache",
    "avalanches": "avalanche", "cliches": "cliche", "moustaches": "moustache",
    "mustaches": "mustache", "psyches": "psyche", "movies": "movie", "cookies": "cookie",
    "zombies": "zombie", "calories": "calorie", "rookies": "rookie", "selfies": "selfie",
    "pies": "pie", "ties": "tie", "lies": "lie", "neckties": "necktie", "brownies": "brownie",
    "hoodies": "hoodie", "goalies": "goalie", "freebies": "freebie", "genies": "genie",
    "oldies": "oldie", "smoothies": "smoothie", "sorties": "sortie", "prairies": "prairie",
    "aunties": "auntie", "eyries": "eyrie", "walkies": "walkie", "techies": "techie",
    "indies": "indie", "newbies": "newbie", "veggies": "veggie", "birdies": "birdie",
    // -oes of -o words
    "heroes": "hero", "potatoes": "potato", "tomatoes": "tomato", "echoes": "echo",
    "vetoes": "veto", "volcanoes": "volcano", "torpedoes": "torpedo", "mosquitoes": "mosquito",
    "dominoes": "domino", "cargoes": "cargo", "tornadoes": "tornado",
    // -ves of -f and -fe words
    "leaves": "leaf", "lives": "life", "wives": "wife", "knives": "knife", "halves": "half",
    "selves": "self", "shelves": "shelf", "wolves": "wolf", "thieves": "thief",
    "calves": "calf", "loaves": "loaf", "scarves": "scarf", "hooves": "hoof", "elves": "elf",
  ]
}
