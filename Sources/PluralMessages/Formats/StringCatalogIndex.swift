import Foundation

/// Indexes an `.xcstrings` catalog: one scan of its JSON records where each entry is and which
/// languages it has; an entry is decoded (``StringCatalogReader/Entry``, by `JSONDecoder`) when a
/// message of it is looked up.
///
/// The scan checks every value the catalog's `Decodable` types read (``StringCatalogReader/Entry``:
/// `localizations`, `stringUnit`, `variations`, `substitutions`...) to be of the type they read,
/// so that decoding an entry later cannot fail where decoding the whole catalog would have
/// succeeded. A catalog it does not follow exactly (a value of another type, a key given twice,
/// an escape it leaves to Foundation) is decoded whole instead, by ``StringCatalogReader``, with
/// the same result and the same error.
enum StringCatalogIndex {
    /// The catalog's entries and keys by language, as the `source`-th file of a table, with its
    /// source language; `nil` when the catalog is to be decoded whole.
    static func index(_ data: Data, file: URL?, source: UInt32) -> (IndexedFile, sourceLanguage: String)? {
        guard MessageFileEncoding.detect(data) == .utf8 else { return nil }
        return data.withUnsafeBytes { raw -> (IndexedFile, sourceLanguage: String)? in
            var reader = JSONBytes(raw.bindMemory(to: UInt8.self))
            var sourceLanguage: String?
            var entries: [StringCatalogEntries.Entry] = []
            var keys: [String: [String: MessageSlot]] = [:]
            var languages: [String] = []
            var languageNumbers: [String: UInt32] = [:]
            var ranges: [ByteRange] = []
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
                        var localized: [String] = []
                        guard checkEntry(&reader, languages: &localized) else { return false }
                        ranges.append(ByteRange(start: UInt32(start), end: UInt32(reader.position)))
                        names.append(key)
                        for language in localized {
                            let number = languageNumbers[language] ?? {
                                languages.append(language)
                                languageNumbers[language] = UInt32(languages.count - 1)
                                return UInt32(languages.count - 1)
                            }()
                            keys[language, default: [:]][key] = MessageSlot(source: source, entry: UInt32(entries.count))
                            entries.append(StringCatalogEntries.Entry(range: UInt32(ranges.count - 1), language: number))
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
                entries.append(StringCatalogEntries.Entry(range: UInt32(index), language: sourceNumber))
            }
            keys[sourceLanguage] = sourceKeys
            let catalog = StringCatalogEntries(data: data, ranges: ranges, entries: entries, languages: languages,
                                               sourceLanguage: sourceLanguage, file: file)
            return (IndexedFile(entries: catalog, keys: keys), sourceLanguage)
        }
    }

    // MARK: The types the catalog's Decodable types read

    /// An entry (``StringCatalogReader/Entry``); its localizations' languages in `languages`.
    private static func checkEntry(_ reader: inout JSONBytes, languages: inout [String]) -> Bool {
        var seen: Set<String> = []
        return reader.peek() == UInt8(ascii: "{") && reader.readObject { reader, name in
            switch name {
            case "localizations":
                return reader.readNullOr { reader in
                    reader.peek() == UInt8(ascii: "{") && reader.readObject { reader, language in
                        guard seen.insert(language).inserted else { return false }
                        languages.append(language)
                        return checkNode(&reader, depth: 0)
                    }
                }
            case "shouldTranslate", "isCommentAutoGenerated": return reader.readNullOr { $0.readBool() }
            case "comment", "extractionState": return reader.readNullOr { $0.readString() != nil }
            default: return reader.skipValue(depth: 3)
            }
        }
    }

    /// A localization or variation (``StringCatalogReader/Node``).
    private static func checkNode(_ reader: inout JSONBytes, depth: Int) -> Bool {
        guard depth < 64 else { return false }
        return reader.peek() == UInt8(ascii: "{") && reader.readObject { reader, name in
            switch name {
            case "stringUnit":
                return reader.readNullOr { reader in
                    reader.peek() == UInt8(ascii: "{") && reader.readObject { reader, name in
                        name == "state" || name == "value" ? reader.readNullOr { $0.readString() != nil } : reader.skipValue(depth: depth + 6)
                    }
                }
            case "variations":
                return reader.readNullOr { checkVariations(&$0, depth: depth + 1) }
            case "substitutions":
                return reader.readNullOr { reader in
                    reader.peek() == UInt8(ascii: "{") && reader.readObject { reader, _ in
                        reader.peek() == UInt8(ascii: "{") && reader.readObject { reader, name in
                            switch name {
                            case "argNum": return reader.readNullOr { $0.readInteger() }
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
        reader.peek() == UInt8(ascii: "{") && reader.readObject { reader, name in
            switch name {
            case "plural", "device":
                return reader.readNullOr { reader in
                    reader.peek() == UInt8(ascii: "{") && reader.readObject { reader, _ in checkNode(&reader, depth: depth + 1) }
                }
            default:
                return reader.skipValue(depth: depth + 6)
            }
        }
    }
}

extension JSONBytes {
    /// `null`, or a value `read` reads.
    mutating func readNullOr(_ read: (inout JSONBytes) -> Bool) -> Bool {
        if peek() == UInt8(ascii: "n") { return skipValue() }
        return read(&self)
    }

    /// `true` or `false`.
    mutating func readBool() -> Bool {
        guard let first = peek(), first == UInt8(ascii: "t") || first == UInt8(ascii: "f") else { return false }
        return skipValue()
    }

    /// A whole number that fits any `Int` (up to 18 digits, no fraction or exponent).
    mutating func readInteger() -> Bool {
        guard peek() != nil else { return false }
        var index = position
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let digitsStart = index
        while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
        let count = index - digitsStart
        guard count > 0, count <= 18, count == 1 || bytes[digitsStart] != UInt8(ascii: "0") else { return false }
        if index < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[index]) { return false }
        position = index
        return true
    }
}

/// The entries of an `.xcstrings` catalog: its bytes, where each entry is, and which language each
/// message is; an entry is decoded when one of its messages is asked for.
final class StringCatalogEntries: MessageEntries {
    /// One message: an entry of the catalog, in a language.
    struct Entry: Sendable {
        let range: UInt32
        let language: UInt32
    }

    let file: URL?
    var kind: MessageOrigin.Kind { .xcstrings }
    private let data: Data
    private let ranges: [ByteRange]
    private let entries: [Entry]
    private let languages: [String]
    private let sourceLanguage: String

    init(data: Data, ranges: [ByteRange], entries: [Entry], languages: [String], sourceLanguage: String, file: URL?) {
        self.data = data
        self.ranges = ranges
        self.entries = entries
        self.languages = languages
        self.sourceLanguage = sourceLanguage
        self.file = file
    }

    func message(entry number: Int, key: String, language: String) -> LocalizedMessage {
        let entry = entries[Int(number)]
        let range = ranges[Int(entry.range)]
        let origin = MessageOrigin(file: file, kind: .xcstrings)
        let bytes = data.subdata(in: (data.startIndex + Int(range.start))..<(data.startIndex + Int(range.end)))
        do {
            let decoded = try JSONDecoder().decode(StringCatalogReader.Entry.self, from: bytes)
            var messages: [String: [String: LocalizedMessage]] = [:]
            StringCatalogReader.add(decoded, key: key, sourceLanguage: sourceLanguage, origin: origin, to: &messages)
            if let message = messages[languages[Int(entry.language)]]?[key] { return message }
        } catch {}
        // The scan checked what decoding reads; a field it does not know of may still differ.
        return LocalizedMessage(key: key, language: language, body: .invalid("the catalog entry could not be decoded"), origin: origin)
    }
}
