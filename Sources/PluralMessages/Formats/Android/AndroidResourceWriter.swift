import Foundation
import PluralCore
import PluralLocalization

/// Writes a table as Android resources: `values/strings.xml` for the development language (its
/// `<resources>` says the language in `tools:locale`) and `values-<qualifiers>/strings.xml` for each
/// other language (``AndroidQualifiers/folderName(forLanguage:)``).
///
/// - A text is a `<string>`; a whole-string plural, or a text whose one plural variable is the
///   whole choice, a `<plurals>` (the variable's forms with the text around them); keys `n[0]`,
///   `n[1]`… a `<string-array name="n">`.
/// - Conversions become Java's (``AndroidConversion``): `%1$@` is `%1$s`, `%lld` `%d`; several are
///   written with positions, as AAPT requires.
/// - Zero: a `zero` item only where the language has the category. Apple's zero form (the value 0
///   in every language) in a language without it, and MessageFormat's `=0` there, have no Android
///   item: they are left out with a note that quotes their text. Other exact values are noted too.
/// - A key that is not a resource name (`Delete %@?`) is written under one that is, with a note.
struct AndroidResourceWriter {
    let rulesProvider: any PluralRulesProvider

    /// The file name written in each folder.
    static let fileName = "strings.xml"

    func write(_ table: MessageTable, languages: [String]) -> WrittenFiles {
        var files: [String: Data] = [:]
        var notes: [ConversionNote] = []
        let development = table.developmentLanguage.flatMap { languages.contains($0) ? $0 : nil }
            ?? (languages.contains("en") ? "en" : languages.first)
        var folders: [String: [String]] = [:]
        for language in languages {
            var folder = "values"
            if language != development {
                let (name, dropped) = AndroidQualifiers.folderName(forLanguage: language)
                folder = name
                if let dropped { notes.append(ConversionNote(key: "", language: language, kind: .languageTagShortened(folder: name, dropped: dropped))) }
            }
            folders[folder, default: []].append(language)
        }
        // Two languages of one folder (`he` and `iw`) would write one file: neither is.
        let names = Self.resourceNames(table.keys)
        for (folder, sharing) in folders.sorted(by: { $0.key < $1.key }) {
            guard sharing.count == 1, let language = sharing.first else {
                for language in sharing {
                    notes.append(ConversionNote(key: "", language: language, kind: .languageFileNameCollides(
                        with: sharing.filter { $0 != language }, messages: table.messages[language]?.count ?? 0)))
                }
                continue
            }
            let rules = try? rulesProvider.rules(for: language, type: .cardinal, strict: false)
            var file = FileWriter(language: language, rules: rules)
            for (key, read) in (table.messages[language] ?? [:]).sorted(by: { $0.key < $1.key }) {
                // A catalog key without a source text reads as its key, and is written so: Android needs
                // the default resource (`values/`), and dropping it would lose the message unnoted.
                let (message, printfNotes) = PrintfConversion.printf(read)
                file.notes += printfNotes
                file.add(message, name: names[key] ?? key)
                if let renamed = names[key], renamed != key {
                    file.notes.append(ConversionNote(key: key, language: language, kind: .resourceNameChanged(written: renamed)))
                }
            }
            let document = file.document(locale: language == development ? language : nil)
            files["\(folder)/\(Self.fileName)"] = Data(document.utf8)
            notes += file.notes
        }
        return WrittenFiles(files: files, notes: notes)
    }

    /// A resource name for each key that is not one: characters other than letters, digits, `_`
    /// and `.` as `_`, a leading digit after `_`, unique among the keys. Array keys (`n[0]`) are
    /// named by their array.
    static func resourceNames(_ keys: [String]) -> [String: String] {
        var names: [String: String] = [:]
        var taken = UniqueNames(taken: Set(keys.filter(isResourceName)))
        for key in keys where !isResourceName(key) {
            if let (array, _) = arrayItem(key), isResourceName(array) { continue }
            var name = String(key.unicodeScalars.map { scalar -> Character in
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_") ? Character(scalar) : "_"
            })
            if name.first.map({ !$0.isLetter && $0 != "_" }) ?? true { name = "_" + name }
            names[key] = taken.claim(name)
        }
        return names
    }

    /// Whether a key is a name AAPT takes: a letter or `_`, then letters, digits, `_` and `.`.
    static func isResourceName(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic || first == "_" else { return false }
        return key.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == ".") }
    }

    /// The array and index of a key `name[index]`.
    static func arrayItem(_ key: String) -> (array: String, index: Int)? {
        guard key.hasSuffix("]"), let open = key.lastIndex(of: "["), open > key.startIndex,
              let index = Int(key[key.index(after: open)..<key.index(before: key.endIndex)]), index >= 0,
              String(index) == key[key.index(after: open)..<key.index(before: key.endIndex)]
        else { return nil }
        return (String(key[..<open]), index)
    }
}

extension MessageText {
    /// Whether a conversion of the text names its argument's position (`%1$@`, `%2$d`).
    var segmentsHaveExplicitPositions: Bool {
        segments.contains { if case let .specifier(specifier, _) = $0 { specifier.position != nil } else { false } }
    }
}

/// One `strings.xml` being written, and what it could not say.
private struct FileWriter {
    let language: String
    let rules: (any PluralRules)?
    var notes: [ConversionNote] = []
    /// Elements written, by name, in order of name.
    private var elements: [(name: String, xml: String)] = []
    /// Array items, by array name then index: whether the array is `formatted="false"` depends on every item.
    private var arrays: [String: [Int: (content: Content, comment: String?, attributes: String)]] = [:]

    init(language: String, rules: (any PluralRules)?) {
        self.language = language
        self.rules = rules
    }

    /// The Java texts read, by their parts: written back as they were.
    private var javaSources: [[ResolvedPart]: String] = [:]

    /// Element contents read that say more than their text (``AndroidText/contentWorthKeeping(_:)``), by parts.
    private var androidContents: [[ResolvedPart]: String] = [:]

    /// Whether a content written holds `<xliff:g>`, whose namespace the file then declares.
    private var writesXliff = false

    /// Whether a `tools:` attribute was written, whose namespace the file then declares.
    private var writesTools = false

    /// Whether the message being written wrote argument positions (`%1$@`): kept in Java (`%1$s`).
    private var writesPositions = false

    /// The message being written, for notes.
    private var key = ""

    mutating func note(_ kind: ConversionNote.Kind) {
        let note = ConversionNote(key: key, language: language, kind: kind)
        if !notes.contains(note) { notes.append(note) }
    }

    mutating func add(_ message: LocalizedMessage, name: String) {
        key = message.key
        writesPositions = false
        // What was read is the message's own: another message of the same text has its own source and content.
        javaSources = [:]
        androidContents = [:]
        var attributes = ""
        if message.catalogMetadata?.shouldTranslate == false { attributes += " translatable=\"false\"" }
        for (name, value) in message.androidTools where name != "tools:locale" {
            attributes += " \(name)=\"\(XMLEscaping.attribute(value))\""
            writesTools = true
        }
        let (comment, changed) = message.comment.map(XMLEscaping.comment) ?? (nil, nil)
        if let changed { note(.commentChanged(changed)) }
        if case let .invalid(reason) = message.body {
            note(.unreadable(reason))
            return
        }
        let body = flattened(message.body, depth: 0, scope: message.variables)
        switch body {
        case let .text(parts)?:
            let content = content(parts)
            if let (array, index) = AndroidResourceWriter.arrayItem(message.key), AndroidResourceWriter.isResourceName(array) {
                arrays[array, default: [:]][index] = (content, comment, attributes)
                return
            }
            let (texts, formatted) = Content.written([content])
            elements.append((name, (comment.map { "    <!-- \($0) -->\n" } ?? "")
                + "    <string name=\"\(XMLEscaping.attribute(name))\"\(attributes + formatted)>\(texts[0])</string>\n"))
        case let .plural(argument, forms)?:
            if argument != 1 { note(.quantityArgument(position: argument)) }
            // Android's and MessageFormat's `zero` is the category; Apple's the value 0.
            let zeroIsCategory = message.origin.kind == .android || message.origin.kind == .messageformat
            let written = quantities(forms, zeroIsCategory: zeroIsCategory)
            guard !written.isEmpty else {
                note(.unreadable("no form Android can hold"))
                return
            }
            let (texts, formatted) = Content.written(written.map { content($0.1) })
            let items = zip(written, texts).map { "        <item quantity=\"\($0.0.rawValue)\">\($1)</item>\n" }.joined()
            elements.append((name, (comment.map { "    <!-- \($0) -->\n" } ?? "")
                + "    <plurals name=\"\(XMLEscaping.attribute(name))\"\(attributes + formatted)>\n\(items)    </plurals>\n"))
        case nil:
            return
        }
    }

    /// A body as Android holds one: a text, or one plural of texts (resolved parts, variables inlined).
    private enum Flat {
        case text([ResolvedPart])
        case plural(argument: Int, forms: [PluralMessageForm: [ResolvedPart]])
    }

    private mutating func flattened(_ body: MessageBody, depth: Int, scope: [String: MessageVariable]? = nil) -> Flat? {
        guard depth < MessageLimits.maximumNestingDepth else { return nil }
        switch body {
        case let .text(text):
            // "50%", shown as written: written so, as `getString` shows it (and as an Android text read so was).
            if text.syntax == .printf, text.readsAsTextWithoutArguments {
                let parts = [ResolvedPart.literal(text.source)]
                javaSources[parts] = text.source
                return .text(parts)
            }
            guard let parts = text.resolved(in: .top, argumentNumbers: { (scope ?? [:])[$0]?.argumentNumber }) else {
                // An Android text that is no Java format ("50%") is shown as written: written back so.
                if text.syntax == .javaFormat {
                    let parts = [ResolvedPart.literal(text.source)]
                    javaSources[parts] = text.source
                    if let content = text.androidContent { androidContents[parts] = content }
                    return .text(parts)
                }
                if case let .failure(error) = text.parsed { note(.unreadable(error.description)) }
                return nil
            }
            // An Android text is written as it was (`%1$s` stays so when `%s` would do).
            if text.syntax == .javaFormat { javaSources[parts] = text.source }
            if let content = text.androidContent { androidContents[parts] = content }
            if text.segmentsHaveExplicitPositions { writesPositions = true }
            return inline(parts, scope: scope ?? [:], depth: depth)
        case let .plural(argument, forms):
            var flat: [PluralMessageForm: [ResolvedPart]] = [:]
            for (form, formBody) in forms {
                switch flattened(formBody, depth: depth + 1, scope: scope) {
                case let .text(parts)?: flat[form] = parts
                case let .plural(_, inner)?:
                    note(.nestedVariation("a plural"))
                    flat[form] = inner[.category(.other)] ?? []
                case nil: continue
                }
            }
            return .plural(argument: argument, forms: flat)
        case let .device(variants):
            guard let written = MessageBody.defaultDeviceVariant(of: variants) else { return nil }
            note(.deviceVariants(written: written, dropped: variants.keys.filter { $0 != written }.sorted()))
            return flattened(variants[written]!, depth: depth + 1, scope: scope)
        case let .width(variants):
            guard let widest = variants.last else { return nil }
            note(.widthVariants(written: widest.width))
            return flattened(widest.body, depth: depth + 1, scope: scope)
        case let .scoped(inner, variables):
            return flattened(inner, depth: depth + 1, scope: variables)
        case let .invalid(reason):
            note(.unreadable(reason))
            return nil
        }
    }

    /// Parts whose variables are inlined: the first plural variable becomes the plural (its forms
    /// with the text around them); other variables show their `other` form, with a note.
    private mutating func inline(_ parts: [ResolvedPart], scope: [String: MessageVariable], depth: Int) -> Flat {
        guard depth < MessageLimits.maximumNestingDepth else { return .text(parts) }
        var plural: (position: Int, variable: MessageVariable, index: Int)?
        for (index, part) in parts.enumerated() {
            guard case let .variable(name, position) = part, let variable = scope[name] else { continue }
            if plural == nil, variable.isPlural, !variable.forms.isEmpty { plural = (position, variable, index) }
        }
        func expandOthers(_ parts: [ResolvedPart], except: Int?, depth: Int) -> [ResolvedPart] {
            var result: [ResolvedPart] = []
            for (index, part) in parts.enumerated() {
                guard case let .variable(name, position) = part, index != except else {
                    result.append(part)
                    continue
                }
                guard depth < MessageLimits.maximumNestingDepth, let variable = scope[name] else { continue }
                if variable.isGender { note(.genderVariable(name)) } else { note(.onePluralPerResource(variable: name)) }
                let other = variable.isGender ? variable.genderForms[.other] : variable.forms[.category(.other)]
                let context = FormatContext.forms(of: position, specifier: variable.valueSpecifier)
                if let inner = other?.resolved(in: context, argumentNumbers: { scope[$0]?.argumentNumber }) {
                    result += expandOthers(inner, except: nil, depth: depth + 1)
                }
            }
            return result
        }
        guard let plural else { return .text(expandOthers(parts, except: nil, depth: depth)) }
        let before = expandOthers(Array(parts[..<plural.index]), except: nil, depth: depth)
        let after = expandOthers(Array(parts[(plural.index + 1)...]), except: nil, depth: depth)
        let context = FormatContext.forms(of: plural.position, specifier: plural.variable.valueSpecifier)
        var forms: [PluralMessageForm: [ResolvedPart]] = [:]
        for (form, text) in plural.variable.forms {
            guard let inner = text.resolved(in: context, argumentNumbers: { scope[$0]?.argumentNumber }) else { continue }
            forms[form] = before + expandOthers(inner, except: nil, depth: depth + 1) + after
        }
        return .plural(argument: plural.position, forms: forms)
    }

    /// The Android items of plural forms: categories the language has (a `zero` only there),
    /// `=0` as `zero` where that category is 0 alone; the rest left out with notes.
    private mutating func quantities(_ forms: [PluralMessageForm: [ResolvedPart]], zeroIsCategory: Bool) -> [(PluralCategory, [ResolvedPart])] {
        let categories = rules?.categories ?? [.other]
        let zeroIsExactlyZero = rules.map(ZeroForms.zeroCategoryIsExactlyZero) ?? false
        var items: [PluralCategory: [ResolvedPart]] = [:]
        for (form, parts) in forms.sorted(by: { $0.key < $1.key }) {
            switch form {
            case let .category(category):
                if category == .zero, !categories.contains(.zero), !zeroIsCategory {
                    // Apple's zero is the value 0; Android's `zero` a category this language lacks.
                    note(.appleZeroNotAndroid(text: Self.plainText(parts)))
                    continue
                }
                items[category] = parts
            case let .exact(value):
                if value.isZeroValue, zeroIsExactlyZero, forms[.category(.zero)] == nil {
                    items[.zero] = parts
                } else if value.isZeroValue {
                    note(.appleZeroNotAndroid(text: Self.plainText(parts)))
                } else {
                    note(.exactValue(variable: "plural", form: form.description))
                }
            }
        }
        return PluralCategory.allCases.compactMap { category in items[category].map { (category, $0) } }
    }

    private mutating func javaText(_ parts: [ResolvedPart]) -> String {
        if let source = javaSources[parts] { return source }
        var collected: [ConversionNote.Kind] = []
        let text = AndroidConversion.javaText(parts, positioned: writesPositions) { collected.append($0) }
        for kind in collected { note(kind) }
        if let digits = AndroidConversion.digitsNote(language: language, parts: parts) { note(digits) }
        return text
    }

    /// The element content of parts: the content read where it says more than the text (`<xliff:g>`,
    /// `&lt;`), else the text encoded.
    private mutating func content(_ parts: [ResolvedPart]) -> Content {
        let java = javaText(parts)
        guard let read = androidContents[parts] else { return Content(java: java) }
        if read.contains("<xliff:g") { writesXliff = true }
        // The reader keeps a content as it reads under `formatted` (a `%` doubled where it was not).
        let hasPercent = java.contains("%")
        return Content(java: read, unformatted: hasPercent ? nil : read, hasPercent: hasPercent)
    }

    /// A form's text for a note, its conversions as printf writes them.
    static func plainText(_ parts: [ResolvedPart]) -> String {
        MessageText.appleFormat(parts)
    }

    /// An element's content both ways Android reads one: as a Java format (`100%%`), and under
    /// `formatted="false"` (`100%`) where that reads back as the same text. `formatted` belongs to the
    /// whole `<string>`, `<plurals>` or `<string-array>`, so ``written(_:)`` chooses for all its texts.
    struct Content {
        /// The content as a Java format: every text reads back so in an element without `formatted="false"`.
        let java: String
        /// The content under `formatted="false"`, where the text's only `%`s are percent signs; `nil` otherwise.
        let unformatted: String?
        /// Whether the text has a `%` (only then does the element's `formatted` change how it reads).
        let hasPercent: Bool

        init(java: String, unformatted: String?, hasPercent: Bool) {
            (self.java, self.unformatted, self.hasPercent) = (java, unformatted, hasPercent)
        }

        /// A Java text's contents.
        init(java text: String) {
            java = AndroidText.encode(text)
            hasPercent = text.contains("%")
            if !hasPercent {
                unformatted = java
            } else if text.contains("%%"), let parts = MessageText(javaFormat: text).resolved(in: .top, argumentNumbers: { _ in nil }),
                      parts.allSatisfy({ if case .literal = $0 { true } else { false } }) {
                unformatted = AndroidText.encode(parts.map { if case let .literal(text) = $0 { text } else { "" } }.joined())
            } else {
                unformatted = nil
            }
        }

        /// The element's texts and its ` formatted="false"`: percent signs written as they are (as Android
        /// writes such texts) when every text of the element can be; all as Java formats otherwise.
        static func written(_ contents: [Content]) -> (texts: [String], formatted: String) {
            let unformatted = contents.compactMap(\.unformatted)
            if unformatted.count == contents.count, contents.contains(where: \.hasPercent) {
                return (unformatted, " formatted=\"false\"")
            }
            return (contents.map(\.java), "")
        }
    }

    /// The file: elements and arrays by name (array items after a gap noted and left out).
    mutating func document(locale: String?) -> String {
        var all = elements
        for (array, items) in arrays.sorted(by: { $0.key < $1.key }) {
            var xml = ""
            var next = 0
            var kept: [Content] = []
            var attributes = ""
            for index in items.keys.sorted() {
                let item = items[index]!
                if index == 0 { attributes = item.attributes }
                guard next == index else {
                    notes.append(ConversionNote(key: "\(array)[\(index)]", language: language, kind: .arrayItemAfterGap))
                    continue
                }
                if let comment = item.comment, index == 0 { xml += "    <!-- \(comment) -->\n" }
                kept.append(item.content)
                next += 1
            }
            guard next > 0 else { continue }
            let (texts, formatted) = Content.written(kept)
            let itemsXML = texts.map { "        <item>\($0)</item>\n" }.joined()
            xml += "    <string-array name=\"\(XMLEscaping.attribute(array))\"\(attributes + formatted)>\n\(itemsXML)    </string-array>\n"
            all.append((array, xml))
        }
        let header = (writesXliff ? " xmlns:xliff=\"urn:oasis:names:tc:xliff:document:1.2\"" : "")
            + (locale != nil || writesTools ? " xmlns:tools=\"http://schemas.android.com/tools\"" : "")
            + (locale.map { " tools:locale=\"\(XMLEscaping.attribute($0))\"" } ?? "")
        return "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources\(header)>\n"
            + all.sorted { $0.name < $1.name }.map(\.xml).joined() + "</resources>\n"
    }
}
