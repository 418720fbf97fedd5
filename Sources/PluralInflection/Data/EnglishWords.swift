// English plural exceptions, written by hand for this package (no generator, no outside list):
// the irregular, invariant and classical plurals an app's nouns meet, checked against the word
// list in Tests/PluralInflectionTests/Fixtures. Regular plurals come from the rules in English.swift.
// See NOTICE for why the data is our own.

/// The exceptions ``English`` looks up before its rules, all lowercase.
enum EnglishWords {
    /// Singular to plural where no rule gives it.
    static let irregular: [String: String] = [
        "child": "children", "person": "people", "man": "men", "woman": "women", "mouse": "mice", "louse": "lice",
        "goose": "geese", "tooth": "teeth", "foot": "feet", "ox": "oxen", "die": "dice",
        "axis": "axes", "cactus": "cacti", "fungus": "fungi", "nucleus": "nuclei", "radius": "radii", "stimulus": "stimuli",
        "alumnus": "alumni", "syllabus": "syllabi", "locus": "loci", "genus": "genera", "corpus": "corpora",
        "criterion": "criteria", "phenomenon": "phenomena", "datum": "data", "bacterium": "bacteria",
        "curriculum": "curricula", "memorandum": "memoranda", "stratum": "strata", "erratum": "errata", "ovum": "ova",
        "appendix": "appendices", "matrix": "matrices", "vertex": "vertices", "vortex": "vortices", "index": "indices",
        "larva": "larvae", "alga": "algae", "vertebra": "vertebrae", "antenna": "antennae", "nebula": "nebulae",
        "formula": "formulas", "quiz": "quizzes", "whiz": "whizzes", "fez": "fezzes",
        "passerby": "passersby", "quorum": "quorums", "opus": "opuses", "octopus": "octopuses",
    ]

    /// Plural to singular, for a phrase written in the plural.
    static let irregularSingulars: [String: String] = Dictionary(irregular.map { ($0.value, $0.key) }) { first, _ in first }

    /// Compound heads that keep their irregular plural at the end of a longer word
    /// (grandchild, salesperson, fireman, toothbrush is not one: the word must end with the head).
    static let irregularHeads: [(singular: String, plural: String)] = [
        ("woman", "women"), ("man", "men"), ("person", "people"), ("child", "children"), ("tooth", "teeth"),
        ("goose", "geese"), ("mouse", "mice"), ("foot", "feet"),
        ("knife", "knives"), ("wife", "wives"), ("life", "lives"), ("leaf", "leaves"), ("self", "selves"),
        ("shelf", "shelves"), ("wolf", "wolves"), ("half", "halves"), ("loaf", "loaves"),
    ]

    /// Words ending in a head of ``irregularHeads`` whose plural is regular (human, German, Roman).
    static let regularDespiteHead: Set<String> = [
        "human", "german", "roman", "shaman", "talisman", "caiman", "cayman", "ottoman", "desman", "dolman",
        "hetman", "firman", "toman", "walkman", "doberman", "pullman", "superhuman", "bigfoot", "afoot", "barefoot",
        "underfoot", "tenderfoot", "midlife", "wildlife", "nightlife", "behalf", "mongoose",
    ]

    /// Nouns whose plural is the singular (and mass nouns an app counts: "3 feedback" stays).
    static let invariant: Set<String> = [
        "sheep", "fish", "deer", "series", "species", "moose", "aircraft", "spacecraft", "hovercraft", "watercraft",
        "salmon", "trout", "swine", "bison", "news", "offspring", "means", "headquarters", "crossroads", "barracks",
        "information", "equipment", "rice", "money", "software", "hardware", "firmware", "middleware", "feedback",
        "advice", "furniture", "luggage", "baggage", "homework", "research", "knowledge", "music", "traffic",
        "evidence", "progress", "data", "metadata", "staff", "cattle", "police", "clothing", "chassis", "corps",
        "shrimp", "squid", "cod", "tuna", "buffalo", "elk", "reindeer", "goldfish", "catfish", "swordfish", "shellfish",
        "starfish", "jellyfish", "spam", "jeans", "pants", "scissors", "trousers", "shorts", "thanks",
    ]

    /// Singular words in `-s` that read like a plural (bus, gas, lens): never taken for one.
    static let singularInS: Set<String> = [
        "bus", "gas", "lens", "iris", "atlas", "canvas", "plus", "virus", "status", "campus", "bonus", "genius", "walrus",
        "circus", "octopus", "chorus", "corpus", "genus", "yes", "this", "his", "its", "gps", "ios", "macos", "tvos",
        "watchos", "visionos", "alias", "bias", "christmas", "pancreas", "thermos", "cosmos", "chaos", "pathos", "kudos",
    ]

    /// Nouns in `-sis` (plural `-ses`), to tell "analyses" from "buses" when reading a plural.
    static let nounsInSis: Set<String> = [
        "analysis", "basis", "crisis", "thesis", "diagnosis", "hypothesis", "synopsis", "parenthesis", "emphasis", "oasis",
        "paralysis", "synthesis", "prognosis", "neurosis", "psychosis", "ellipsis", "axis",
    ]

    /// Nouns in `-ie` (plural `-ies`), to tell "movies" from "cities" when reading a plural.
    static let nounsInIe: Set<String> = [
        "movie", "cookie", "calorie", "selfie", "zombie", "rookie", "smoothie", "brownie", "hoodie", "genie", "goalie",
        "pie", "tie", "lie", "prairie", "sortie", "newbie", "techie", "foodie", "freebie", "birdie", "auntie", "hippie",
        "veggie", "budgie", "beanie", "boogie", "eerie", "talkie", "walkie-talkie", "indie", "junkie", "pixie", "quickie",
    ]

    /// Words in `-o` that take `-oes` (the rest take `-s`: photo, piano, video).
    static let takesOes: Set<String> = [
        "hero", "potato", "tomato", "echo", "veto", "torpedo", "embargo", "mosquito", "volcano", "domino", "cargo",
        "tornado", "mango", "motto", "grotto", "no", "go",
    ]

    /// Words in `-f`/`-fe` that take `-ves` (the rest take `-s`: roof, chief, belief, proof, cliff, safe).
    static let takesVes: Set<String> = [
        "knife", "wife", "life", "leaf", "half", "wolf", "calf", "shelf", "self", "elf", "loaf", "thief", "sheaf", "scarf",
        "wharf", "hoof",
    ]

    /// Words in `-ch` said with a k, which take `-s`.
    static let hardCh: Set<String> = [
        "stomach", "epoch", "monarch", "patriarch", "matriarch", "oligarch", "eunuch", "loch", "czech", "tech", "mach",
        "conch", "psych",
    ]

    /// Hyphenated compounds whose first word takes the plural (runner-up, passer-by); `-in-law`,
    /// `-of-` and `-at-` compounds are found by their middle words.
    static let firstWordPlurals: Set<String> = [
        "runner-up", "passer-by", "hanger-on", "looker-on", "attorney-general", "court-martial", "man-of-war",
    ]

    /// Words that end the counted noun phrase when they follow a word (the noun comes before them):
    /// prepositions, and words said after a noun ("3 items left", "3 days ago").
    static let phraseBreaks: Set<String> = [
        "of", "in", "on", "at", "for", "from", "to", "with", "by", "about", "per", "into", "onto", "over", "under",
        "without", "within", "across", "between", "during", "after", "before", "since", "until", "via", "and", "or",
        "left", "remaining", "ago", "total", "pending", "available", "due", "overdue", "behind", "ahead", "away", "old",
        "long", "later", "earlier", "more", "less", "each", "apiece", "only", "too", "so", "that", "which", "who",
        "is", "are", "was", "were", "will", "has", "have", "had",
    ]
}
