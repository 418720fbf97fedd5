import Foundation
import PluralCore
import PluralLocale

/// i18next's choice of a plural form (`Translator.resolve`, i18next 22–26, JSON v4): the `zero`
/// form for a count of exactly 0, else the form of the category `Intl.PluralRules(language)`
/// selects for the count as a JavaScript number, else the key's own text
/// (``LocalizedMessage/pluralFallback``); without either, the next language is asked (never
/// `other`). Without a count, or with a count given as a string, the key's own text. An ordinal
/// (``LocalizedMessage/pluralRuleType``, `{count, ordinal: true}`) selects by the ordinal rules
/// and has no `zero` for 0.
extension RenderRun {
    mutating func renderI18nextPlural(argument position: Int, forms: [PluralMessageForm: MessageBody], scope: [String: MessageVariable], place: RenderPlace) throws(MessageError) {
        let pluralPlace = RenderPlace.variation("plural")
        // Without a count `t` looks up the key itself.
        let value = try? argument(position, pluralPlace, offset: nil)
        var category: PluralCategory?
        if let value, let number = JavaScriptNumber(value) {
            if number.value == 0, pluralRuleType == .cardinal, let zero = forms[.category(.zero)] {
                try render(zero, scope: scope, place: .variation("plural form 'zero'"))
                return
            }
            category = try i18nextCategory(of: number, type: pluralRuleType, place: pluralPlace)
            if let category, let form = forms[.category(category)] {
                try render(form, scope: scope, place: .variation("plural form '\(category)'"))
                return
            }
        }
        guard let fallback = pluralFallback else { throw failure(.noPluralForm(selected: category), pluralPlace) }
        try render(fallback, scope: scope, place: .variation("the key's own text"))
    }

    /// The category `Intl.PluralRules` (of `type`) selects for a JavaScript number: that of its
    /// shortest digits (`1.5`; `21` for `21.0`). `nil` for NaN and the infinities.
    func i18nextCategory(of number: JavaScriptNumber, type: PluralRuleType, place: RenderPlace) throws(MessageError) -> PluralCategory? {
        do {
            let rules = type == .ordinal ? try settings.ordinalRules(for: language) : try rules ?? settings.rules(for: language)
            return try number.category(in: rules)
        } catch {
            throw failure(.pluralRules("\(error)"), place)
        }
    }

    /// A value as i18next interpolates it: a number as `String(number)` (`1.5`, `21`), or as
    /// `Intl.NumberFormat` writes it for `{{name, number}}`; a string HTML-escaped unless written `{{- name}}`.
    /// An i18next `{{name}}` in a text: a name given no value is left as written, as i18next does
    /// (`skipOnVariables`). Kept out of the recursive `render` so its frame stays small.
    @inline(never) mutating func appendI18nextArgument(_ name: String, style: MessageFormatNumberStyle?, offset: Int, in text: MessageText, place: RenderPlace) throws(MessageError) {
        guard let position = ArgumentCursor.position(ofArgument: name, in: argumentNames),
              let value = try? argument(position, place, offset: offset) else {
            return try append(I18nextText.written(in: text.source, at: offset), place)
        }
        try append(try i18nextText(value, style: style, unescaped: I18nextText.isUnescaped(in: text.source, at: offset),
                                   position: position, place: place, offset: offset), place)
    }

    @inline(never) func i18nextText(_ value: MessageArgument, style: MessageFormatNumberStyle?, unescaped: Bool, position: Int, place: RenderPlace, offset: Int) throws(MessageError) -> String {
        if case let .string(text) = value { return unescaped ? text : I18nextText.escaped(text) }
        if style != nil { return try messageFormatText(value, style: style, position: position, place: place, offset: offset) }
        return JavaScriptNumber(value)?.string ?? ""
    }
}

/// The languages i18next looks a key up in (`LanguageUtils.toResolveHierarchy` with `load: 'all'`):
/// the language, the same less its last subtag, down to the language code (`pt-BR`, `pt`), then the
/// fallback language, the development language (those the table has).
enum I18nextFallback {
    /// The count of a call: the first value given in order, or the value named `count`.
    static func count(in arguments: MessageArguments) -> MessageArgument? {
        switch arguments {
        case let .positional(values): values.first
        case let .named(values): values["count"]
        }
    }

    /// The values a message interpolates: `t` takes any options and a text uses those it names, so
    /// values the message has no name for (the count of `button_other` "Other options") are left out.
    static func arguments(_ arguments: MessageArguments, for message: LocalizedMessage) -> MessageArguments {
        let names = message.argumentNames
        switch arguments {
        case let .positional(values): return .positional(Array(values.prefix(names.count)))
        case let .named(values): return .named(values.filter { names.contains($0.key) })
        }
    }

    /// The keys i18next tries before `key` itself for a count, most specific first: `key_zero` for
    /// exactly 0, then `key_<category>` (the category from `category`, given the count).
    static func suffixedKeys(_ key: String, count: MessageArgument?, category: (JavaScriptNumber) -> PluralCategory?) -> [String] {
        guard let count, let number = JavaScriptNumber(count) else { return [] }
        var keys = number.value == 0 ? [key + "_zero"] : []
        if let selected = category(number) { keys.append(key + "_" + selected.rawValue) }
        return keys
    }

    /// The base of an ordinal message's key (`place` of `place_ordinal`).
    static func ordinalBase(_ key: String) -> String? {
        guard key.hasSuffix(I18nextReader.ordinalInfix), key.count > I18nextReader.ordinalInfix.count else { return nil }
        return String(key.dropLast(I18nextReader.ordinalInfix.count))
    }

    /// The keys `t(base, {count, ordinal: true})` tries in a language, first first (i18next 25.4–26,
    /// `Translator.resolve`): `base_ordinal_<category>`, then `base_<category>` (the keys of i18next 22,
    /// whose ordinals had no infix), then `base`; no `_zero` for 0. `key` is `base_ordinal`.
    static func ordinalKeys(_ key: String, base: String, count: MessageArgument?, category: (JavaScriptNumber) -> PluralCategory?) -> [String] {
        guard let count, let number = JavaScriptNumber(count), let selected = category(number) else { return [base] }
        return [key + "_" + selected.rawValue, base + "_" + selected.rawValue, base]
    }

    /// What an i18next key holds in a language as a message to render: a key of its own, a form of
    /// a plural (`item_one` of `item`, `place_ordinal_two` of `place_ordinal`) or a plural's bare key
    /// (`item` beside `item_one`); `nil` when the language has no such key.
    static func resource(_ wanted: String, in table: MessageTable, language: String) -> LocalizedMessage? {
        if let message = table.message(forKey: wanted, language: language), message.origin.kind.selectsAsI18next {
            guard case .plural = message.body else { return message }
            // A plural's key itself is its bare text (`item` beside `item_one`).
            return message.pluralFallback.map { fallback in derived(message, key: wanted, body: fallback) }
        }
        if let (base, category, type) = I18nextReader.pluralKey(wanted) {
            let key = type == .ordinal ? base + I18nextReader.ordinalInfix : base
            guard let plural = table.message(forKey: key, language: language), plural.origin.kind.selectsAsI18next, plural.pluralRuleType == type,
                  case let .plural(_, forms) = plural.body, let form = forms[.category(category)] else { return nil }
            return derived(plural, key: wanted, body: form)
        }
        // The bare key of an ordinal alone (`place` beside `place_ordinal_one`) is a message of its own, found above.
        return nil
    }

    /// One text of an i18next plural as a message of its own.
    private static func derived(_ message: LocalizedMessage, key: String, body: MessageBody) -> LocalizedMessage {
        LocalizedMessage(key: key, language: message.language, body: body, origin: message.origin, argumentNames: message.argumentNames, pluralFallback: nil)
    }

    static func languages(from language: String, development: String?, available: [String]) -> [String] {
        var chain: [String] = []
        var parts = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        while !parts.isEmpty {
            chain.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        if let development { chain.append(development) }
        // The table's spelling of each (`pt_BR` for `pt-BR`), once; a language the table has not
        // holds no key, and is left out. Spelled only when not written as the table writes it
        // (Foundation's string functions were a fifth of a render).
        var result: [String] = []
        var spellings: [String]?
        for wanted in chain {
            let spelled: String
            if available.contains(wanted) {
                spelled = wanted
            } else {
                let known = spellings ?? available.map(FileLanguage.spelling)
                spellings = known
                let wantedSpelling = FileLanguage.spelling(wanted)
                guard let index = known.firstIndex(of: wantedSpelling) else { continue }
                spelled = available[index]
            }
            if !result.contains(spelled) { result.append(spelled) }
        }
        return result
    }
}
