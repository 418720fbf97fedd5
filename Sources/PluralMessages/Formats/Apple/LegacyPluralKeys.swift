import Foundation
import PluralCore
import PluralLocalization

/// A `.strings` convention that spells plural forms as separate entries, from before `.stringsdict`.
///
/// Both address a message by a base key and keep one entry per plural category; the value of the
/// chosen entry is then formatted with the count as its first argument:
///
/// | convention | entry | base key |
/// |---|---|---|
/// | ``tttLocalizedPluralString`` | `"%d Person (plural rule: one)" = "One Person";` | `%d Person` |
/// | ``smartling`` | `"%d songs found##{one}" = "One song found";` | `%d songs found` |
enum LegacyPluralConvention: String, Hashable, Sendable, Codable, CaseIterable {
    /// Mattt Thompson's TTTLocalizedPluralString: `BASE (plural rule: CATEGORY)`.
    case tttLocalizedPluralString
    /// Smartling's ios-i18n (`SLPluralizedString`): `BASE##{CATEGORY}`.
    case smartling

    /// The full key of a base key's entry for a category (`%d Person (plural rule: one)`).
    func key(base: String, category: PluralCategory) -> String {
        switch self {
        case .tttLocalizedPluralString: "\(base) (plural rule: \(category))"
        case .smartling: "\(base)##{\(category)}"
        }
    }

    /// The base key and category a full key names, if it follows this convention with one of the
    /// six CLDR categories (any other rule name leaves the entry a plain one).
    func split(_ key: String) -> (base: String, category: PluralCategory)? {
        let (opening, closing) = switch self {
        case .tttLocalizedPluralString: (" (plural rule: ", ")")
        case .smartling: ("##{", "}")
        }
        guard key.hasSuffix(closing), let open = key.range(of: opening, options: .backwards) else { return nil }
        let name = key[open.upperBound..<key.index(key.endIndex, offsetBy: -closing.count)]
        guard !open.isEmpty, open.lowerBound > key.startIndex, let category = PluralCategory(rawValue: String(name)) else { return nil }
        return (String(key[..<open.lowerBound]), category)
    }
}

/// Groups the legacy plural entries of a `.strings` table into plural messages of their base keys.
enum LegacyPluralKeys {
    /// The table with every legacy entry folded into a plural message under its base key.
    ///
    /// The grouped message is a plural variation on the first argument (the count), one form per
    /// entry, so it renders and lints like any plural message. A base key that is also a plain
    /// entry of the table is the plural message: the plural call is what the legacy entries are
    /// for, and lint reports the plain entry it hides.
    static func grouping(_ messages: consuming [String: LocalizedMessage], language: String, file: URL?) -> [String: LocalizedMessage] {
        // Only the legacy entries are listed (a table's copy would cost its size again); sorted, so
        // a base key spelled in both conventions is grouped the same way every time.
        let legacy = messages.compactMap { key, message -> (key: String, body: MessageBody, LegacyPluralConvention, base: String, PluralCategory)? in
            guard case .text = message.body, let (convention, base, category) = split(key) else { return nil }
            return (key, message.body, convention, base, category)
        }.sorted { $0.key < $1.key }
        guard !legacy.isEmpty else { return messages }
        var result = consume messages
        var groups: [String: (convention: LegacyPluralConvention, forms: [PluralMessageForm: MessageBody])] = [:]
        for (key, body, convention, base, category) in legacy {
            groups[base, default: (convention, [:])].forms[.category(category)] = body
            result[key] = nil
        }
        for (base, group) in groups {
            let origin = MessageOrigin(file: file, kind: .strings, legacyConvention: group.convention)
            result[base] = LocalizedMessage(key: base, language: language, body: .plural(argument: 1, forms: group.forms), origin: origin)
        }
        return result
    }

    static func split(_ key: String) -> (LegacyPluralConvention, base: String, category: PluralCategory)? {
        for convention in LegacyPluralConvention.allCases {
            if let (base, category) = convention.split(key) { return (convention, base, category) }
        }
        return nil
    }
}
