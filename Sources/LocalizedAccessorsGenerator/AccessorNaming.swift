import PluralInflection
import PluralMessages

/// Swift names for keys, tables, variables and keywords: lowerCamelCase for accessors and labels,
/// UpperCamelCase for types, Swift keywords escaped. An accessor's name depends on its key alone
/// (``accessorNames(forKeys:)``): keys that make one name are an error, never numbered.
enum AccessorNaming {
    /// Names a generated type never takes, because the generated code names them to reach what it
    /// uses (`Swift.String`, `PluralMessages.MessageError`, `L10n.Number`): a type of that name
    /// inside `L10n` would stand for them there. Such a type name gets a trailing `_` (`Swift_`),
    /// which no other rule writes, so the name still depends on its own text alone.
    static let reservedTypeNames: Set<String> = [
        "Swift", "Foundation", "PluralMessages", "PluralCore", "PluralLocalization", "CLDRPlural", "L10n", "Number", "Table",
    ]

    /// Keywords that can never be an identifier as written; a name that is one is written in backticks.
    static let reservedWords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup", "protocol",
        "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "_", "associativity", "convenience", "dynamic", "didSet", "final", "get", "infix", "indirect", "lazy", "left",
        "mutating", "none", "nonmutating", "optional", "override", "postfix", "precedence", "prefix", "Protocol",
        "required", "right", "set", "some", "any", "Type", "unowned", "weak", "willSet", "async", "each", "macro",
        "package", "sending",
    ]
    /// Names a backtick cannot rescue in every place a generated name stands (`init`, `self`, `Type`…
    /// mean the initializer, the instance, the metatype): such names get a trailing underscore.
    static let unescapableWords: Set<String> = ["init", "deinit", "subscript", "self", "Self", "Type", "Protocol", "_", "super"]

    /// The words of a key: runs of letters and digits; format conversions (`%lld`, `%1$@`) are left
    /// out and a variable (`%#@count@`) gives its name; camelCase humps start words. Apple's
    /// inflection markup gives its phrase alone (`^[%lld Task](inflect: true)` is `task`).
    static func words(of key: String) -> [String] {
        let key = InflectionMarkup.removingMarkup(from: key)
        var words: [String] = []
        var current: [Unicode.Scalar] = []
        func flush() {
            if !current.isEmpty { words.append(String(String.UnicodeScalarView(current))) }
            current = []
        }
        let scalars = Array(key.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "%" {
                flush()
                index = skipConversion(scalars, from: index, into: &words)
                continue
            }
            if scalar.properties.isXIDContinue, scalar != "_" {
                // A hump (filesSelected, URLTitle) starts a word: lower→Upper, or Upper→Upper lower.
                if let last = current.last, scalar.properties.isUppercase,
                   last.properties.isLowercase || last.properties.numericType != nil
                    || (last.properties.isUppercase && index + 1 < scalars.count && scalars[index + 1].properties.isLowercase) {
                    flush()
                }
                current.append(scalar)
            } else {
                flush()
            }
            index += 1
        }
        flush()
        return words
    }

    /// Skips a printf conversion at `start` (a `%`), adding a variable's name to `words`.
    private static func skipConversion(_ scalars: [Unicode.Scalar], from start: Int, into words: inout [String]) -> Int {
        var index = start + 1
        while index < scalars.count, "0123456789$#-+ .'lhqLzjt".unicodeScalars.contains(scalars[index]) { index += 1 }
        guard index < scalars.count else { return index }
        if scalars[index] == "@", index > start + 1, scalars[index - 1] == "#" {
            // %#@name@
            var end = index + 1
            while end < scalars.count, scalars[end] != "@" { end += 1 }
            words += Self.words(of: String(String.UnicodeScalarView(scalars[(index + 1)..<min(end, scalars.count)])))
            return min(end + 1, scalars.count)
        }
        return index + 1
    }

    /// A lowerCamelCase identifier from a key (`files_selected`, `files.selected`, `Files selected`
    /// → `filesSelected`), before escaping; `fallback` when the key has no letters or digits.
    static func lowerCamelCase(_ key: String, fallback: String = "string") -> String {
        // SCREAMING_CASE keys are words in capitals, not acronyms.
        let screaming = !key.unicodeScalars.contains { $0.properties.isLowercase }
        let words = words(of: key).map { screaming ? $0.lowercased() : $0 }
        guard let first = words.first else { return fallback }
        var name = lowercasedFirstWord(first) + words.dropFirst().map(capitalized).joined()
        if name.unicodeScalars.first.map({ !$0.properties.isXIDStart }) ?? true { name = "_" + name }
        return name
    }

    /// An UpperCamelCase type name from a table name, variable or keyword.
    static func upperCamelCase(_ text: String, fallback: String = "Table") -> String {
        let words = words(of: text)
        guard !words.isEmpty else { return fallback }
        var name = words.map(capitalized).joined()
        if name.unicodeScalars.first.map({ !$0.properties.isXIDStart }) ?? true { name = "_" + name }
        return name
    }

    /// The name as written in Swift: a reserved word in backticks, one no backtick rescues with `_`.
    static func escaped(_ name: String) -> String {
        if unescapableWords.contains(name) { return name + "_" }
        return reservedWords.contains(name) ? "`\(name)`" : name
    }

    /// Whether ``escaped(_:)`` changes the name.
    static func needsEscaping(_ name: String) -> Bool {
        reservedWords.contains(name) || unescapableWords.contains(name)
    }

    private static func lowercasedFirstWord(_ word: String) -> String {
        // An all-capitals word (URL) is lowercased whole; otherwise only its first letter.
        if word.unicodeScalars.allSatisfy({ !$0.properties.isLowercase }) { return word.lowercased() }
        return word.prefix(1).lowercased() + word.dropFirst()
    }

    private static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// A type name as written: escaped (``escaped(_:)``), and a ``reservedTypeNames`` name with `_`.
    static func typeName(_ name: String) -> String {
        reservedTypeNames.contains(name) ? name + "_" : escaped(name)
    }

    /// The accessor name of each key, and the groups of keys that would share one.
    ///
    /// A name is its key's ``lowerCamelCase(_:fallback:)``, never numbered: a name that several keys
    /// make belongs to none of them (each group, in key order, is for an error asking for a rename).
    /// So adding a key may take a name away (a build error) but never gives an existing accessor's
    /// name to another key. Linear in the number of keys.
    static func accessorNames(forKeys keys: [String]) -> (names: [String: String], collisions: [[String]]) {
        var keysByName: [String: [String]] = [:]
        var order: [String] = []
        for key in keys {
            let name = lowerCamelCase(key)
            if keysByName[name] == nil { order.append(name) }
            keysByName[name, default: []].append(key)
        }
        var names: [String: String] = [:]
        var collisions: [[String]] = []
        for name in order {
            let keys = keysByName[name]!
            if keys.count == 1 { names[keys[0]] = name } else { collisions.append(keys) }
        }
        return (names, collisions)
    }

    /// Unique names for items, in their order: the first keeps its name, later ones that would
    /// repeat a name (or one of `taken`) get `2`, `3`… appended. For names within one declaration
    /// (a function's parameters, an enum's cases, the tables); linear: each name's next number is kept.
    static func unique(_ names: [String], taken: Set<String> = []) -> [String] {
        var used = taken
        var nextNumber: [String: Int] = [:]
        var result: [String] = []
        result.reserveCapacity(names.count)
        for name in names {
            var candidate = name
            if used.contains(candidate) {
                var number = nextNumber[name] ?? 2
                repeat {
                    candidate = "\(name)\(number)"
                    number += 1
                } while used.contains(candidate)
                nextNumber[name] = number
            }
            used.insert(candidate)
            result.append(candidate)
        }
        return result
    }
}
