import Foundation
import PluralCore

/// Checks that need a file's text, which Foundation's readers hide (they keep one value per key and
/// no positions): keys that repeat, entries hidden by another entry of the same key, and the line
/// and column of every finding's key.
enum SourceTextChecks {
    /// A `duplicate-key` error for each name written more than once in a file (its reader found
    /// them, see ``FileReading/repeatedNames``); a warning for one written with the same text each
    /// time, which loses nothing.
    static func repeatedNames(_ repeated: [FileReading.RepeatedName], file: URL, language: String?) -> [LintFinding] {
        repeated.sorted { ($0.places[0].line, $0.places[0].column) < ($1.places[0].line, $1.places[0].column) }.map { name in
            let what = name.innerPath.isEmpty ? "the key" : "'\(name.innerPath.joined(separator: " › "))'"
            let lines = name.places.map { "line \($0.line)" }.joined(separator: ", ")
            let message = switch name.outcome {
            case let .refused(tool): "\(what) appears \(name.places.count) times (\(lines)); \(tool) refuses the file, so it does not build"
            case let .lastKept(reader), let .oneKept(reader):
                "\(what) appears \(name.places.count) times (\(lines)); \(reader) keeps only \(name.outcome == .lastKept(by: reader) ? "the last" : "one of them")"
                    + (name.sameTextEachTime ? "; every entry has the same text, so nothing is lost" : ", so the other text is lost without a word")
            }
            let harmless = if case .refused = name.outcome { false } else { name.sameTextEachTime }
            var finding = LintFinding(
                harmless ? .warning : .error, .duplicateKey, file: file.path, key: name.key, language: name.language ?? language,
                message: message, hint: "remove or rename the repeated entries"
            )
            finding.location = name.places[0]
            return finding
        }
    }

    /// Warnings for entries of a `.strings` table that another entry of the same key hides: a
    /// `.stringsdict` entry with another text, or a group of legacy plural entries of that base key.
    static func hiddenEntries(in table: MessageTable, hiddenByStringsdict: [LocalizedMessage], places: [String: SourceLocator]) -> [LintFinding] {
        var findings: [LintFinding] = []
        for plain in hiddenByStringsdict {
            guard let replacement = table.decodedMessage(forKey: plain.key, language: plain.language),
                  case let .text(plainText) = plain.body, case let .text(format) = replacement.body, plainText.source != format.source
            else { continue }
            var finding = LintFinding(
                .warning, .stringsEntryDiffers, file: replacement.origin.file?.path, key: plain.key, language: plain.language,
                message: "the .strings entry says \"\(plainText.source)\" but the .stringsdict entry's format is \"\(format.source)\"; lookups that read the .strings table show the first",
                hint: "give the .strings entry the same text, or remove it"
            )
            finding.location = plain.origin.file.flatMap { places[$0.path]?.location(of: [plain.key]) }
            findings.append(finding)
        }
        for language in table.languages {
            // Only .strings tables have legacy plural groups: other files' messages are not decoded
            // again (a catalog's would double lint's decoding).
            for key in table.keys(in: language) where table.origin(forKey: key, language: language)?.kind == .strings {
                guard let message = table.decodedMessage(forKey: key, language: language), let convention = message.origin.legacyConvention, let file = message.origin.file,
                      let place = places[file.path]?.location(of: [message.key]) else { continue }
                var finding = LintFinding(
                    .warning, .hiddenPlainEntry, file: file.path, key: message.key, language: language,
                    message: "a plain entry has the base key of \(convention.displayName) plural entries; the plural message is what the key renders, so the plain entry is never used",
                    hint: "remove the plain entry, or rename the plural entries' base key"
                )
                finding.location = place
                findings.append(finding)
            }
        }
        return findings
    }

    /// The findings with their line and column, where the files' readers said them: the character a
    /// MessageFormat finding names, else the variable or form a finding is about, else the key.
    static func locating(_ findings: [LintFinding], with places: [String: SourceLocator]) -> [LintFinding] {
        guard !places.isEmpty else { return findings }
        return findings.map { finding in
            guard finding.location == nil, let file = finding.file, let key = finding.key, let place = places[file] else { return finding }
            var located = finding
            located.location = place.location(key: key, language: finding.language, inner: finding.innerPath, offset: finding.textOffset)
            return located
        }
    }
}

extension LegacyPluralConvention {
    /// The convention's name for people.
    var displayName: String {
        switch self {
        case .tttLocalizedPluralString: "TTTLocalizedPluralString"
        case .smartling: "Smartling ios-i18n"
        }
    }
}
