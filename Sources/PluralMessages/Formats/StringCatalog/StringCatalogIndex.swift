import Foundation

/// Indexes an `.xcstrings` catalog: one scan of its JSON records where each entry is, which
/// languages it has and where each language's localization is; a message is decoded from its own
/// localization (and the entry's metadata) when it is looked up, never from the whole entry, so that
/// visiting every message of a catalog reads it once, however many languages it has.
///
/// The scan checks every value the catalog's `Decodable` types read (``StringCatalogReader/Entry``:
/// `localizations`, `stringUnit`, `variations`, `substitutions`...) to be of the type they read, and
/// each of those fields to be given once, so that decoding a message later (``decodeNode(_:depth:)``,
/// the same types read from the bytes) gives what decoding the whole catalog gives. A catalog it does
/// not follow exactly (a value of another type, a key or field given twice, an escape it leaves to
/// Foundation) is decoded whole instead, by ``StringCatalogReader``, with the same result and the same error.
enum StringCatalogIndex {
    /// The catalog's entries and keys by language, as the `source`-th file of a table, with its
    /// source language; `nil` when the catalog is to be decoded whole.
    static func index(_ data: Data, file: URL?, source: UInt32) -> (IndexedFile, sourceLanguage: String)? {
        guard MessageFileEncoding.detect(data) == .utf8, data.count < Int(UInt32.max) else { return nil }
        return data.withUnsafeBytes { raw -> (IndexedFile, sourceLanguage: String)? in
            var reader = JSONBytes(raw.bindMemory(to: UInt8.self))
            var sourceLanguage: String?
            var entries: [StringCatalogEntries.Entry] = []
            var keys: [String: [String: MessageSlot]] = [:]
            var languages: [String] = []
            var languageNumbers: [String: UInt32] = [:]
            var ranges: [StringCatalogEntries.EntryRange] = []
            var names: [String] = []
            var strings = false
            var seen: Set<String> = []
            let top = reader.peek() == UInt8(ascii: "{") && reader.readObject { reader, name in
                guard seen.insert(name).inserted else { return false }
                switch name {
                case "sourceLanguage":
                    sourceLanguage = reader.readString()
                    return sourceLanguage != nil
                case "version":
                    return reader.readNullOr { $0.readString() != nil }
                case "strings":
                    strings = true
                    var entryNames: Set<String> = []
                    return reader.peek() == UInt8(ascii: "{") && reader.readObject { reader, key in
                        guard entryNames.insert(key).inserted else { return false }
                        let start = reader.position
                        var localized: [(language: String, node: UInt32)] = []
                        var localizationsEnd = UInt32(start)
                        guard checkEntry(&reader, localizations: &localized, localizationsEnd: &localizationsEnd) else { return false }
                        ranges.append(StringCatalogEntries.EntryRange(start: UInt32(start), localizationsEnd: localizationsEnd))
                        names.append(key)
                        for (language, node) in localized {
                            let number = languageNumbers[language] ?? {
                                languages.append(language)
                                languageNumbers[language] = UInt32(languages.count - 1)
                                return UInt32(languages.count - 1)
                            }()
                            keys[language, default: [:]][key] = MessageSlot(source: source, entry: UInt32(entries.count))
                            entries.append(StringCatalogEntries.Entry(range: UInt32(ranges.count - 1), language: number, node: node))
                        }
                        return true
                    }
                default:
                    return reader.skipValue(depth: 1)
                }
            }
            guard top, reader.isAtEnd(), strings, let sourceLanguage else { return nil }
            // Keys without a source localization render their key as the source text.
            let sourceNumber = languageNumbers[sourceLanguage] ?? {
                languages.append(sourceLanguage)
                return UInt32(languages.count - 1)
            }()
            var sourceKeys = keys[sourceLanguage] ?? [:]
            for (index, key) in names.enumerated() where sourceKeys[key] == nil {
                sourceKeys[key] = MessageSlot(source: source, entry: UInt32(entries.count))
                entries.append(StringCatalogEntries.Entry(range: UInt32(index), language: sourceNumber, node: StringCatalogEntries.Entry.keyAsSourceText))
            }
            keys[sourceLanguage] = sourceKeys
            let catalog = StringCatalogEntries(data: data, ranges: ranges, entries: entries, languages: languages,
                                               sourceLanguage: sourceLanguage, file: file)
            return (IndexedFile(entries: catalog, keys: keys), sourceLanguage)
        }
    }

    // MARK: The types the catalog's Decodable types read

    /// The fields of the catalog's types, each of which an object may give once.
    private enum Field: Int {
        case localizations, shouldTranslate, isCommentAutoGenerated, comment, extractionState
        case stringUnit, variations, substitutions, state, value, plural, device, argNum, formatSpecifier

        /// Records the field as seen; `false` when it was seen already (in `seen`, a set of fields).
        static func firstTime(_ name: String, in seen: inout UInt32) -> Bool {
            guard let field = Field(name: name) else { return true }
            let bit = UInt32(1) << UInt32(field.rawValue)
            defer { seen |= bit }
            return seen & bit == 0
        }

        init?(name: String) {
            switch name {
            case "localizations": self = .localizations
            case "shouldTranslate": self = .shouldTranslate
            case "isCommentAutoGenerated": self = .isCommentAutoGenerated
            case "comment": self = .comment
            case "extractionState": self = .extractionState
            case "stringUnit": self = .stringUnit
            case "variations": self = .variations
            case "substitutions": self = .substitutions
            case "state": self = .state
            case "value": self = .value
            case "plural": self = .plural
            case "device": self = .device
            case "argNum": self = .argNum
            case "formatSpecifier": self = .formatSpecifier
            default: return nil
            }
        }
    }

    /// An entry (``StringCatalogReader/Entry``); each localization's language and the offset of its
    /// value in `localizations`, and the offset just after the `localizations` value in `localizationsEnd`.
    private static func checkEntry(_ reader: inout JSONBytes, localizations: inout [(language: String, node: UInt32)], localizationsEnd: inout UInt32) -> Bool {
        var seen: Set<String> = []
        var fields: UInt32 = 0
        return reader.peek() == UInt8(ascii: "{") && reader.readObject { reader, name in
            guard Field.firstTime(name, in: &fields) else { return false }
            switch name {
            case "localizations":
                let read = reader.readNullOr { reader in
                    reader.peek() == UInt8(ascii: "{") && reader.readObject { reader, language in
                        guard seen.insert(language).inserted, reader.peek() != nil else { return false }
                        localizations.append((language, UInt32(reader.position)))
                        return checkNode(&reader, depth: 0)
                    }
                }
                localizationsEnd = UInt32(reader.position)
                return read
            case "shouldTranslate", "isCommentAutoGenerated": return reader.readNullOr { $0.readBool() != nil }
            case "comment", "extractionState": return reader.readNullOr { $0.readString() != nil }
            default: return reader.skipValue(depth: 3)
            }
        }
    }

    /// A localization or variation (``StringCatalogReader/Node``).
    private static func checkNode(_ reader: inout JSONBytes, depth: Int) -> Bool {
        guard depth < 64 else { return false }
        var fields: UInt32 = 0
        return reader.peek() == UInt8(ascii: "{") && reader.readObject { reader, name in
            guard Field.firstTime(name, in: &fields) else { return false }
            switch name {
            case "stringUnit":
                var unitFields: UInt32 = 0
                return reader.readNullOr { reader in
                    reader.peek() == UInt8(ascii: "{") && reader.readObject { reader, name in
                        guard Field.firstTime(name, in: &unitFields) else { return false }
                        return name == "state" || name == "value" ? reader.readNullOr { $0.readString() != nil } : reader.skipValue(depth: depth + 6)
                    }
                }
            case "variations":
                return reader.readNullOr { checkVariations(&$0, depth: depth + 1) }
            case "substitutions":
                return reader.readNullOr { reader in
                    var names: Set<String> = []
                    return reader.peek() == UInt8(ascii: "{") && reader.readObject { reader, substitution in
                        var substitutionFields: UInt32 = 0
                        return names.insert(substitution).inserted && reader.peek() == UInt8(ascii: "{") && reader.readObject { reader, name in
                            guard Field.firstTime(name, in: &substitutionFields) else { return false }
                            switch name {
                            case "argNum": return reader.readNullOr { $0.readInteger() != nil }
                            case "formatSpecifier": return reader.readNullOr { $0.readString() != nil }
                            case "variations": return reader.readNullOr { checkVariations(&$0, depth: depth + 1) }
                            default: return reader.skipValue(depth: depth + 6)
                            }
                        }
                    }
                }
            default:
                return reader.skipValue(depth: depth + 5)
            }
        }
    }

    /// ``StringCatalogReader/Variations``.
    private static func checkVariations(_ reader: inout JSONBytes, depth: Int) -> Bool {
        var fields: UInt32 = 0
        return reader.peek() == UInt8(ascii: "{") && reader.readObject { reader, name in
            guard Field.firstTime(name, in: &fields) else { return false }
            switch name {
            case "plural", "device":
                var cases: Set<String> = []
                return reader.readNullOr { reader in
                    reader.peek() == UInt8(ascii: "{") && reader.readObject { reader, name in cases.insert(name).inserted && checkNode(&reader, depth: depth + 1) }
                }
            default:
                return reader.skipValue(depth: depth + 6)
            }
        }
    }

    // MARK: Decoding what the scan checked

    /// The metadata of the entry at `range` (its fields but `localizations`, which are skipped whole).
    static func decodeMetadata(_ bytes: UnsafeBufferPointer<UInt8>, at range: StringCatalogEntries.EntryRange) -> StringCatalogReader.Entry? {
        var reader = JSONBytes(bytes)
        reader.position = Int(range.start)
        var entry = StringCatalogReader.Entry()
        let read = reader.readObject { reader, name in
            switch name {
            case "localizations":
                reader.position = Int(range.localizationsEnd)
                return true
            case "shouldTranslate": return reader.readNullOr { reader in entry.shouldTranslate = reader.readBool(); return entry.shouldTranslate != nil }
            case "isCommentAutoGenerated": return reader.readNullOr { reader in entry.isCommentAutoGenerated = reader.readBool(); return entry.isCommentAutoGenerated != nil }
            case "comment": return reader.readNullOr { reader in entry.comment = reader.readString(); return entry.comment != nil }
            case "extractionState": return reader.readNullOr { reader in entry.extractionState = reader.readString(); return entry.extractionState != nil }
            default: return reader.skipValue(depth: 3)
            }
        }
        return read ? entry : nil
    }

    /// A localization or variation at the reader's position, as `JSONDecoder` decodes ``StringCatalogReader/Node``.
    static func decodeNode(_ reader: inout JSONBytes, depth: Int) -> StringCatalogReader.Node? {
        guard depth < 64 else { return nil }
        var node = StringCatalogReader.Node()
        let read = reader.readObject { reader, name in
            switch name {
            case "stringUnit":
                return reader.readNullOr { reader in
                    var unit = StringCatalogReader.StringUnit()
                    defer { node.stringUnit = unit }
                    return reader.readObject { reader, name in
                        switch name {
                        case "state": return reader.readNullOr { reader in unit.state = reader.readString(); return unit.state != nil }
                        case "value": return reader.readNullOr { reader in unit.value = reader.readString(); return unit.value != nil }
                        default: return reader.skipValue(depth: depth + 6)
                        }
                    }
                }
            case "variations":
                return reader.readNullOr { reader in
                    node.variations = decodeVariations(&reader, depth: depth + 1)
                    return node.variations != nil
                }
            case "substitutions":
                return reader.readNullOr { reader in
                    var substitutions: [String: StringCatalogReader.Substitution] = [:]
                    defer { node.substitutions = substitutions }
                    return reader.readObject { reader, substitutionName in
                        var substitution = StringCatalogReader.Substitution()
                        defer { substitutions[substitutionName] = substitution }
                        return reader.readObject { reader, name in
                            switch name {
                            case "argNum": return reader.readNullOr { reader in substitution.argNum = reader.readInteger(); return substitution.argNum != nil }
                            case "formatSpecifier": return reader.readNullOr { reader in substitution.formatSpecifier = reader.readString(); return substitution.formatSpecifier != nil }
                            case "variations":
                                return reader.readNullOr { reader in
                                    substitution.variations = decodeVariations(&reader, depth: depth + 1)
                                    return substitution.variations != nil
                                }
                            default: return reader.skipValue(depth: depth + 6)
                            }
                        }
                    }
                }
            default:
                return reader.skipValue(depth: depth + 5)
            }
        }
        return read ? node : nil
    }

    /// ``StringCatalogReader/Variations`` at the reader's position.
    private static func decodeVariations(_ reader: inout JSONBytes, depth: Int) -> StringCatalogReader.Variations? {
        var variations = StringCatalogReader.Variations()
        let read = reader.readObject { reader, name in
            switch name {
            case "plural", "device":
                return reader.readNullOr { reader in
                    var cases: [String: StringCatalogReader.Node] = [:]
                    defer { if name == "plural" { variations.plural = cases } else { variations.device = cases } }
                    return reader.readObject { reader, name in
                        cases[name] = decodeNode(&reader, depth: depth + 1)
                        return cases[name] != nil
                    }
                }
            default:
                return reader.skipValue(depth: depth + 6)
            }
        }
        return read ? variations : nil
    }
}

extension JSONBytes {
    /// `null`, or a value `read` reads.
    mutating func readNullOr(_ read: (inout JSONBytes) -> Bool) -> Bool {
        if peek() == UInt8(ascii: "n") { return skipValue() }
        return read(&self)
    }

    /// `true` or `false`; `nil` for anything else.
    mutating func readBool() -> Bool? {
        guard let first = peek(), first == UInt8(ascii: "t") || first == UInt8(ascii: "f"), skipValue() else { return nil }
        return first == UInt8(ascii: "t")
    }

    /// A whole number that fits any `Int` (up to 18 digits, no fraction or exponent); `nil` for anything else.
    mutating func readInteger() -> Int? {
        guard peek() != nil else { return nil }
        var index = position
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let digitsStart = index
        var value = 0
        while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
            // Wrapping: a number longer than 18 digits is refused below, whatever it added up to.
            value = value &* 10 &+ Int(bytes[index] - 0x30)
            index += 1
        }
        let count = index - digitsStart
        guard count > 0, count <= 18, count == 1 || bytes[digitsStart] != UInt8(ascii: "0") else { return nil }
        if index < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[index]) { return nil }
        position = index
        return negative ? -value : value
    }
}

/// The entries of an `.xcstrings` catalog: its bytes, where each entry is, and which language each
/// message is and where its localization is; a message is decoded from its localization when it is
/// asked for.
final class StringCatalogEntries: MessageEntries {
    /// One message: an entry of the catalog, in a language.
    struct Entry: Sendable {
        /// ``keyAsSourceText`` as a ``node``: the source language of an entry without a localization in it.
        static let keyAsSourceText = UInt32.max

        let range: UInt32
        let language: UInt32
        /// The offset of the localization's value in the catalog's bytes.
        let node: UInt32
    }

    /// Where an entry is: its start, and the offset just after its `localizations` (its start
    /// when it has none), so that reading its metadata skips them.
    struct EntryRange: Sendable {
        let start: UInt32
        let localizationsEnd: UInt32
    }

    let file: URL?
    var kind: MessageOrigin.Kind { .xcstrings }
    var decodesOnDemand: Bool { true }
    /// The index refuses a catalog with a key given twice.
    var keysAreUnique: Bool { true }
    let data: Data
    let ranges: [EntryRange]
    let entries: [Entry]
    let languages: [String]
    let sourceLanguage: String

    init(data: Data, ranges: [EntryRange], entries: [Entry], languages: [String], sourceLanguage: String, file: URL?) {
        self.data = data
        self.ranges = ranges
        self.entries = entries
        self.languages = languages
        self.sourceLanguage = sourceLanguage
        self.file = file
    }

    /// The message of exactly this entry's language: its localization and the entry's metadata are
    /// decoded, the other languages' localizations are not read.
    func message(entry number: Int, key: String, language: String) -> LocalizedMessage {
        let entry = entries[number]
        let origin = MessageOrigin(file: file, kind: .xcstrings)
        let message = data.withUnsafeBytes { raw -> LocalizedMessage? in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let metadata = StringCatalogIndex.decodeMetadata(bytes, at: ranges[Int(entry.range)]) else { return nil }
            guard entry.node != Entry.keyAsSourceText else {
                return StringCatalogReader.keyAsSourceText(key, sourceLanguage: sourceLanguage, entry: metadata, origin: origin)
            }
            var reader = JSONBytes(bytes)
            reader.position = Int(entry.node)
            return StringCatalogIndex.decodeNode(&reader, depth: 0).map { node in
                StringCatalogReader.message(of: node, language: languages[Int(entry.language)], key: key, entry: metadata, origin: origin)
            }
        }
        // The scan checked what decoding reads.
        return message ?? LocalizedMessage(key: key, language: language, body: .invalid("the catalog entry could not be decoded"), origin: origin)
    }
}
