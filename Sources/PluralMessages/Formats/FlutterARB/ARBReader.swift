import Foundation
import PluralCore

/// Reads an `.arb` file as `flutter gen-l10n` does: a JSON object whose keys are messages (texts in
/// gen-l10n's dialect of ICU MessageFormat), `@key` objects their attributes and `@@locale` the
/// language. A translation's placeholders are the template's (gen-l10n reads `@key` only there):
/// the reader reads the template file beside it for them.
enum ARBReader {
    /// How deeply values may nest in an ARB file (`@key.placeholders.name.optionalParameters` is 4).
    static let maximumDepth = MessageLimits.maximumMessageFormatKeyDepth

    static func read(_ file: FileToRead) throws(MessageFileError) -> FileReading {
        let top = try object(of: file.data, file: file.file)
        let folder = file.file?.deletingLastPathComponent()
        let configuration = folder.map(L10nConfiguration.governing) ?? L10nConfiguration()
        let named = file.file.flatMap { language(ofFileNamed: $0.deletingPathExtension().lastPathComponent) }
        let declared = top["@@locale"]?.string.map { $0.replacingOccurrences(of: "_", with: "-") }
        guard let language = declared ?? named ?? file.language else {
            throw MessageFileError(file: file.file, reason: "the language is unknown: write \"@@locale\" in the file or end its name with the language (app_en.arb, app_pt_BR.arb)")
        }
        let template = folder.flatMap { templateFile(in: $0, configuration: configuration) }
        let isTemplate = template.map { $0.standardizedFileURL.path == file.file?.standardizedFileURL.path } ?? false
        // The template's `@key` attributes say how every language's placeholders are ordered and shown.
        let governing: [String: ARBAttributes] = isTemplate ? [:] : template.flatMap(templateAttributes) ?? [:]
        let origin = MessageOrigin(file: file.file, kind: .arb)
        let dialect = MessageFormatDialect.flutter(useEscaping: configuration.useEscaping)
        var messages: [String: LocalizedMessage] = [:]
        for (key, value) in ARBValue.unique(top.members) where !key.hasPrefix("@") {
            let metadata = top["@" + key]
            let own = metadata.map(attributes)
            let comment = metadata?["description"]?.string
            guard let text = value.string else {
                messages[key] = LocalizedMessage(key: key, language: language, body: .invalid(notText(value)), origin: origin, comment: comment)
                continue
            }
            let rules = governing[key] ?? own
            let styles = Dictionary(rules?.placeholders.compactMap { placeholder in placeholder.style.map { (placeholder.name, $0) } } ?? [],
                                    uniquingKeysWith: { first, _ in first })
            messages[key] = MessageFormatModel.message(key: key, language: language, source: text, origin: origin, dialect: dialect, styles: styles,
                                                       argumentNames: rules?.placeholders.map(\.name), comment: comment, arb: own)
        }
        var reading = FileReading(.messages([language: messages]), developmentLanguage: isTemplate ? language : nil)
        if file.wantsPlaces, let found = SourceLocator.json(file.data, entriesUnder: [], stringValues: true, scope: .repeatedKeys(entriesAreUnique: false)) {
            reading.places = found
            // A repeated top-level name whose values are all equal loses nothing.
            let valuesByName = Dictionary(grouping: top.members, by: \.name)
            reading.repeatedNames = found.repeatedKeys.map { path, places in
                let values = path.count == 1 ? valuesByName[path[0]]?.map(\.value) ?? [] : []
                // An `@key` is the attributes of `key`: named as written, at the message's key.
                let isAttributes = path.first?.hasPrefix("@") == true && path.first?.hasPrefix("@@") == false
                return FileReading.RepeatedName(key: isAttributes ? path.first.map { String($0.dropFirst()) } : path.first.flatMap { $0.hasPrefix("@") ? nil : $0 },
                                                language: language, innerPath: isAttributes ? path : Array(path.dropFirst()), places: places,
                                                sameTextEachTime: values.count > 1 && values.allSatisfy { $0 == values[0] }, outcome: .lastKept(by: "gen-l10n"))
            }
            let data = file.data
            reading.placing = { wanted in
                found.withPlaces(of: SourceLocator.json(data, entriesUnder: [], stringValues: true, scope: .entries(where: wanted)))
            }
        }
        return reading
    }

    /// The file's top-level object.
    static func object(of data: Data, file: URL?) throws(MessageFileError) -> ARBValue {
        let normalized = MessageFileEncoding.normalized(data)
        if let value = ARBValue.parse(normalized, maximumDepth: maximumDepth) {
            guard case .object = value else { throw MessageFileError(file: file, reason: "not an ARB file: the top level is not a JSON object") }
            return value
        }
        // Why the strict reader refused it, as Foundation says it; what Foundation reads and it does not is refused too.
        do {
            _ = try JSONSerialization.jsonObject(with: normalized)
        } catch {
            throw MessageFileError(file: file, reason: "not JSON (\(MessageFileEncoding.problem(in: data) ?? StringsdictReader.reason(of: error)))")
        }
        throw MessageFileError(file: file, reason: "not JSON this reader follows (a lone surrogate escape, a control character, or objects nested deeper than \(maximumDepth) (MessageLimits.maximumMessageFormatKeyDepth))")
    }

    /// Why a value that is not a string is no message.
    static func notText(_ value: ARBValue) -> String {
        let what = switch value {
        case .object: "an object"
        case let .other(text) where text.hasPrefix("["): "an array"
        case let .other(text): text
        case .string: "a string"
        }
        return "the value is \(what), not a message text (a string)"
    }

    /// The language gen-l10n reads from a file name: what follows the first `_` that is followed by a
    /// locale whose language is known (`app_pt_BR` is `pt-BR`, `my_app_en` is `en`); `nil` without one.
    static func language(ofFileNamed stem: String) -> String? {
        FileLanguage.ofSuffix(stem)
    }

    /// The template file of a folder: `l10n.yaml`'s `template-arb-file`, else the `.arb` file whose
    /// language (by its name) is English (gen-l10n's default template is `app_en.arb`).
    static func templateFile(in folder: URL, configuration: L10nConfiguration) -> URL? {
        if let name = configuration.templateFile { return folder.appendingPathComponent(name) }
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return files.filter { $0.pathExtension.lowercased() == "arb" && language(ofFileNamed: $0.deletingPathExtension().lastPathComponent) == "en" }
            .min { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// The `@key` attributes of a template file, by key; `nil` when it cannot be read.
    static func templateAttributes(_ url: URL) -> [String: ARBAttributes]? {
        guard let size = FileSize.of(url), size <= MessageLimits.maximumFileSize, let data = try? Data(contentsOf: url),
              let top = try? object(of: data, file: url) else { return nil }
        var attributes: [String: ARBAttributes] = [:]
        for (name, value) in ARBValue.unique(top.members) where name.hasPrefix("@") && !name.hasPrefix("@@") {
            attributes[String(name.dropFirst())] = Self.attributes(value)
        }
        return attributes
    }

    /// A `@key` object's attributes besides its description.
    static func attributes(_ metadata: ARBValue) -> ARBAttributes {
        var placeholders: [ARBPlaceholder] = []
        for (name, value) in ARBValue.unique(metadata["placeholders"]?.members ?? []) {
            let parameters = Dictionary(ARBValue.unique(value["optionalParameters"]?.members ?? []).map { ($0.name, $0.value.string ?? $0.value.json) },
                                        uniquingKeysWith: { _, last in last })
            placeholders.append(ARBPlaceholder(name: name, type: value["type"]?.string, format: value["format"]?.string,
                                               optionalParameters: parameters, json: value.json))
        }
        let others = ARBValue.unique(metadata.members).filter { $0.name != "description" && $0.name != "placeholders" }
        return ARBAttributes(placeholders: placeholders, otherAttributes: others.isEmpty ? nil : ARBValue.object(others).json)
    }
}
