import Foundation
import PluralCore
import PluralLocalization

/// Android's `<plurals>`, checked as Android selects their items (``MessageOrigin/Kind/selectsIntegerQuantity``):
/// by the CLDR category of an `int` quantity. The codes are those of every format:
///
/// - `missing-category` (Android Lint's MissingQuantity): a category integers select that has no
///   item; as for every format, a category only numbers from 10,000 select (French, Spanish,
///   Italian and Portuguese `many`, 1,000,000, which CLDR added after Android Lint's oldest data,
///   where Android Lint lowers it to a warning too) is a warning.
/// - A category only fractions select (Czech and Slovak `many`) is never shown, since the quantity
///   is an `int`, yet Android Lint's MissingQuantity asks for it: both its absence
///   (`missing-category`) and its presence (`unused-category`) are notes that say so, never advice
///   that would fail Android Lint.
/// - `unused-category` (UnusedQuantity): an item no `int` selects; `zero` in a language without
///   the category says so apart, as it is the classic trap of texts converted from Apple's formats,
///   where `zero` means the number 0 in every language.
/// - `literal-one` (ImpliedQuantity): a `zero`, `one` or `two` item without a conversion, in a
///   language whose category covers several numbers (Russian `one` is 1, 21, 31…).
/// - `missing-other`: no `other` where integers reach it, so that Android throws `NotFoundException`.
extension MessageCheck {
    /// The items of a `<plurals>` against the categories integers select in its language.
    mutating func checkQuantities(_ forms: [PluralMessageForm: MessageBody], variable: String) {
        let place = "plurals"
        let texts = forms.compactMapValues { body -> MessageText? in if case let .text(text) = body { text } else { nil } }
        let categories = Set(forms.keys.compactMap { form -> PluralCategory? in if case let .category(category) = form { category } else { nil } })
        guard let rules, let reach = context.reach else {
            checkCategories(Set(forms.keys), place: place, numbers: .integer, variable: variable, texts: texts)
            return
        }
        let language = message.language
        let integers = reach.reachable(by: .integer)
        var unused: [PluralCategory] = []
        for category in categories.sorted() where category != .other && !integers.contains(category) {
            unused.append(category)
            if category == .zero, !rules.categories.contains(.zero) {
                add(.warning, .unusedCategory,
                    "\(place) has a 'zero' item, which Android never selects in \(language): 'zero' is the CLDR category, which \(language) does not have, so 0 shows the '\(rules.category(for: 0).rawValue)' item",
                    hint: "remove the item and word the '\(rules.category(for: 0).rawValue)' item for 0 too, or choose the text for 0 in code: unlike a .stringsdict's, Android's 'zero' is not the number 0")
            } else if rules.categories.contains(category) {
                // Android Lint's MissingQuantity asks for the item: removing it would fail that check.
                add(.note, .unusedCategory,
                    "\(place) has a '\(category.rawValue)' item, which Android never shows in \(language): only fractions select it (\(reach.examples(of: category, numbers: .decimal))), and Android's quantity is an int; Android Lint still asks for it (MissingQuantity)",
                    hint: "keep the item for Android Lint; nothing is wrong on the device")
            } else {
                add(.warning, .unusedCategory, "\(place) has a '\(category.rawValue)' item, which \(language) never selects",
                    hint: "remove the item, or check that the file is in the right values-<language> folder")
            }
        }
        // A category only fractions select: no int shows it, so its absence shows nothing wrong; but
        // Android Lint's MissingQuantity, on the language's categories, fails a build without it.
        for category in rules.categories.sorted() where category != .other && !integers.contains(category) && !categories.contains(category) {
            add(.note, .missingCategory,
                "\(place) has no '\(category.rawValue)' item: Android never shows one in \(language) (only fractions select it: \(reach.examples(of: category, numbers: .decimal)); the quantity is an int), but Android Lint reports it missing (MissingQuantity, an error)",
                hint: "add a '\(category.rawValue)' item (the 'other' text will do) if the build runs Android Lint; nothing is wrong on the device")
        }
        // The rest are checked as every format's plurals are: missing categories, texts that are wrong for their numbers.
        let kept = Set(forms.keys.filter { form in if case let .category(category) = form { !unused.contains(category) } else { true } })
        checkCategories(kept, place: place, numbers: .integer, ruleSet: (rules, reach, .cldr), variable: variable,
                        texts: texts.filter { kept.contains($0.key) }, numberShown: forms.values.contains { body in
                            if case let .text(text) = body { Self.printsNumber(text) } else { true }
                        })
    }

    /// Android Lint's ImpliedQuantity: a `zero`, `one` or `two` item with no conversion where its
    /// category takes several numbers: every one of them shows the same words, without the number.
    /// Where no item prints the number, lint cannot tell: the words agree with every number of the
    /// category if the count is shown beside them (a statistic's label), and mislead if it is not
    /// shown at all (a title): a warning, which says both and that Android Lint fails the build.
    mutating func checkImpliedQuantity(_ category: PluralCategory, text: MessageText, itemsPrintNumber: Bool) {
        // An empty item is `empty-form`'s finding: one defect, one verdict.
        guard [.zero, .one, .two].contains(category), !text.source.allSatisfy(\.isWhitespace), let reach = context.reach, case let .success(format) = text.parsed,
              !format.segments.contains(where: { if case .specifier = $0 { true } else { false } }) else { return }
        let numbers = reach.integerExamples[category] ?? []
        guard numbers.count > 1 else { return }
        let more = reach.moreIntegers.contains(category) ? " …" : ""
        let shown = numbers.map { $0.formatted(grouped: true) }.joined(separator: ", ")
        // The number the text is wrong for: not the one it says (French 'one' takes 0 and 1: 0 shows it wrong).
        let meant = category == .zero ? 0 : category == .one ? 1 : 2
        let wrongFor = numbers.first { $0 != meant } ?? numbers[1]
        guard itemsPrintNumber else {
            return add(.warning, .literalOne,
                       "plurals item '\(category.rawValue)' prints no number, and no item does: '\(Self.shown(text.source))' serves \(shown)\(more) in \(message.language), right where the number is shown beside it, wrong where it is not shown at all (for \(wrongFor) users read it as \(category.rawValue)); Android Lint reports it (ImpliedQuantity, an error)",
                       hint: "if the number is not shown anywhere, print it (%d) or choose the text in code; if it is, suppress ImpliedQuantity for this plural (tools:ignore)")
        }
        add(.error, .literalOne,
            "plurals item '\(category.rawValue)' prints no number, but \(message.language) selects '\(category.rawValue)' for \(shown)\(more): \(wrongFor) shows '\(Self.shown(text.source))'",
            hint: "write the number (%d) in the '\(category.rawValue)' item: Android has no item for one exact number")
    }
}

/// Checks across the files of one `values[-qualifiers]` folder, which Android merges into one
/// namespace per resource type whatever the files are called.
enum AndroidFolderChecks {
    /// A resource a file declares: its name, element (`string`, `plurals`, `string-array`) and place.
    struct Declaration {
        let file: URL
        let element: String
        let location: SourceLocation
    }

    /// A `duplicate-key` finding for each name declared in two files of one folder: an error where
    /// the elements are of one type (Android's resource merge fails: "Duplicate resources"), a
    /// warning where they differ (Android keeps `R.string.n` and `R.plurals.n`, a table one key `n`).
    /// Each names both files and lines; a name repeated in one file is reported by that file's check.
    /// The declarations are the files' readers' (``FileReading``): no file is read again.
    static func namesRepeatedAcrossFiles(_ files: [(url: URL, declarations: [FolderDeclaration], language: String?)]) -> [LintFinding] {
        var findings: [LintFinding] = []
        let byFolder = Dictionary(grouping: files) { $0.url.deletingLastPathComponent().standardizedFileURL.path }
        for (_, folderFiles) in byFolder.sorted(by: { $0.key < $1.key }) where folderFiles.count > 1 {
            var declared: [String: [Declaration]] = [:]
            var language: String?
            for file in folderFiles.sorted(by: { $0.url.path < $1.url.path }) {
                language = language ?? file.language
                for declaration in file.declarations {
                    declared[declaration.name, default: []].append(Declaration(file: file.url, element: declaration.element, location: declaration.location))
                }
            }
            for (name, declarations) in declared.sorted(by: { $0.key < $1.key }) where declarations.count > 1 {
                let first = declarations[0]
                for repeated in declarations.dropFirst() {
                    let sameType = repeated.element == first.element
                    let other = "\(first.file.lastPathComponent):\(first.location.line)"
                    var finding = LintFinding(
                        sameType ? .error : .warning, .duplicateKey, file: repeated.file.path, key: name, language: language,
                        message: sameType
                            ? "<\(repeated.element) name=\"\(name)\"> is also in \(other), in the same folder: Android's resource merge fails (Duplicate resources)"
                            : "'\(name)' is a <\(repeated.element)> here and a <\(first.element)> in \(other): Android keeps both, but a table holds one message per name, so only one of them is checked and converted",
                    hint: sameType ? "remove one of the two, or rename one" : "rename one of the two resources")
                    finding.location = repeated.location
                    findings.append(finding)
                }
            }
        }
        return findings
    }
}

/// Android folders the build refuses.
enum AndroidChecks {
    /// `android-language-folder`: a `values-b+…` folder whose language has subtags aapt2 does not
    /// read (``AndroidQualifiers/folderName(forLanguage:)`` says which), one finding per file.
    static func unbuildableFolders(_ table: MessageTable) -> [LintFinding] {
        table.files.compactMap { file in
            let folder = file.url.deletingLastPathComponent().lastPathComponent
            guard file.kind == .android, folder.hasPrefix("values-b+"), let language = file.language,
                  let dropped = AndroidQualifiers.folderName(forLanguage: language).dropped else { return nil }
            return LintFinding(.error, .androidLanguageFolder, file: file.url.path, key: nil, language: language,
                               message: "the folder \(folder) names the subtags '\(dropped)', which aapt2 refuses (it reads b+lang[+Script][+REGION][+variant] only): the build fails",
                               hint: "name the folder \(AndroidQualifiers.folderName(forLanguage: language).folder)")
        }
    }
}
