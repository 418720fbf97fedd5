import Foundation
import MessageFormat2
import PluralCore
import PluralLocalization
import Synchronization

/// A format as written and as parsed (or why it could not be).
///
/// A class, immutable: rendering hands forms around on every expansion, and one reference costs
/// less than copying the text and its parts. A printf text is parsed the first time its parts are
/// asked for, so a table keeps only the texts of the messages nobody renders (loading a large
/// table costs about its size, not its parts'); the answer is the same as parsing at once.
public final class MessageText: Hashable, Sendable {
    /// The syntax a text is written in.
    public enum Syntax: String, Hashable, Sendable {
        /// A printf format with `%#@variables@` (`.strings`, `.stringsdict`, `.xcstrings`).
        case printf
        /// ICU MessageFormat: `{name}`, `{name, number}`, `#`; its `plural`, `select` and
        /// `selectordinal` arguments are ``MessageVariable``s referred to by `.variable` segments.
        case messageFormat
        /// A `java.util.Formatter` format as Android's `getString` and `getQuantityString` use it
        /// (`%d`, `%1$s`, `%,d`, `%.1f`, `%%`, `%n`), the text already decoded from the resource file.
        case javaFormat
        /// Unicode MessageFormat 2 (LDML 48), formatted whole by an evaluator of
        /// `MessageSyntax.messageFormat2` (MessageFormat2's by default): no printf parts.
        case messageFormat2
        /// ICU MessageFormat as Flutter's `gen-l10n` reads an `.arb` file's texts
        /// (`MessageFormatDialect/flutter(useEscaping:)`): the parts of ``messageFormat``, with
        /// `=0`, `=1`, `=2` as the `zero`, `one`, `two` forms of Dart's `Intl.pluralLogic`, `#` and
        /// apostrophes shown as written, and numbers shown as Dart's `toString`.
        case flutterMessageFormat
        /// An i18next JSON v4 text: `{{name}}` (HTML-escaped), `{{- name}}` (as is) and
        /// `{{name, format}}` interpolations as `.argument` parts; its plurals are sibling keys,
        /// read into a whole-string plural variation (see <doc:I18next>).
        case i18next
        /// C's printf as GNU gettext reads a `c-format` PO entry: `%d`, `%1$s`, `%lu`, and also the
        /// `<inttypes.h>` macros (`%<PRIu64>`) and glibc's `I` flag (`%Id`), which `msgfmt -c` accepts.
        case cFormat
        /// Text shown as written, with no conversions: a PO entry without `c-format`, whose `%` signs
        /// gettext's tools read as text (`GettextMetadata/textSyntax`).
        case plainText
        /// Python's `%` operator as a `python-format` PO entry is used with it: `%(name)d`, `%(n)s`,
        /// `%d`, `%%`, flags, width and precision as Python reads them.
        case pythonFormat

        /// Whether texts of the syntax are ICU MessageFormat's parts (``messageFormat`` and its Flutter dialect).
        var isMessageFormat1: Bool { self == .messageFormat || self == .flutterMessageFormat }
    }

    /// The text as written (for a MessageFormat form, the sub-message between its braces).
    public let source: String
    /// The syntax the text is written in.
    public let syntax: Syntax
    /// Whether `%arg` is read as the substitution's argument (`.xcstrings` substitution variants).
    private let allowsSubstitutionArgument: Bool
    /// How a MessageFormat text was read (``MessageFormatDialect/icu`` for other syntaxes).
    let messageFormatDialect: MessageFormatDialect
    /// An Android text's element content as read, where the decoded text does not say it all
    /// (`<xliff:g>` tags, a `<` written `&lt;`): the Android writer gives it back as it was.
    let androidContent: String?
    /// The parse, made on first use (set at once for a MessageFormat text, parsed with its message).
    private let lazyParse = OnceReference<Parse>()

    /// The parsed format, or the syntax error, kept so rendering and lint can both report it
    /// (for MessageFormat, its offset is in UTF-8 bytes; ``messageFormatError`` has it in Unicode scalars).
    var parsed: Result<ParsedFormat, FormatSyntaxError> { parse.parsed }
    /// Why a MessageFormat text does not parse, with the offset in Unicode scalars; `nil` otherwise.
    var messageFormatError: MessageFormatSyntaxError? { parse.messageFormatError }
    /// An MF2 text's message, or why it does not parse or breaks a data model rule; `nil` for other syntaxes.
    var messageFormat2: Result<MF2Message, MF2Error>? { parse.messageFormat2 }
    /// The parsed parts, empty when the format does not parse (rendering reads these directly).
    var segments: [FormatSegment] { parse.segments }
    /// Whether the format refers to variables.
    var hasVariables: Bool { parse.hasVariables }
    /// Whether, used without arguments, the text is shown as written (``ParsedFormat/readsAsTextWithoutArguments``).
    var readsAsTextWithoutArguments: Bool { parse.readsAsTextWithoutArguments }
    /// Whether some conversion shows a number with digits of its own (`%.1f`, `%e`, `%g`).
    var hasFloatingConversion: Bool { parse.hasFloatingConversion }

    /// What parsing the text gives: the parsed format and what rendering reads of it.
    private final class Parse: Sendable {
        let parsed: Result<ParsedFormat, FormatSyntaxError>
        let messageFormatError: MessageFormatSyntaxError?
        let segments: [FormatSegment]
        let hasVariables: Bool
        let readsAsTextWithoutArguments: Bool
        let hasFloatingConversion: Bool
        /// A MessageFormat 2 text's message or why it is refused; `nil` for the other syntaxes.
        let messageFormat2: Result<MF2Message, MF2Error>?

        /// Parses a printf format.
        init(printf source: String, allowsSubstitutionArgument: Bool) {
            let parsed = Result { () throws(FormatSyntaxError) in try ParsedFormat(parsing: source, allowsSubstitutionArgument: allowsSubstitutionArgument) }
            self.parsed = parsed
            self.messageFormatError = nil
            self.segments = (try? parsed.get())?.segments ?? []
            self.hasVariables = (try? parsed.get())?.hasVariables ?? false
            self.readsAsTextWithoutArguments = (try? parsed.get())?.readsAsTextWithoutArguments ?? false
            self.hasFloatingConversion = segments.contains { if case let .specifier(specifier, _) = $0 { specifier.kind == .floatingPoint } else { false } }
            self.messageFormat2 = nil
        }

        /// A text with no parts but itself.
        init(plainText source: String) {
            let segments: [FormatSegment] = source.isEmpty ? [] : [.literal(source)]
            self.parsed = .success(ParsedFormat(source: source, segments: segments))
            self.messageFormatError = nil
            self.segments = segments
            self.hasVariables = false
            self.readsAsTextWithoutArguments = true
            self.hasFloatingConversion = false
            self.messageFormat2 = nil
        }

        /// Parses a C format as GNU gettext reads it (``Syntax/cFormat``).
        convenience init(cFormat source: String) {
            self.init(conversionsOnly: Result { () throws(FormatSyntaxError) in try ParsedFormat(parsing: source, gnuExtensions: true) })
        }

        /// Parses a format of Python's `%` operator (``Syntax/pythonFormat``).
        convenience init(pythonFormat source: String) {
            self.init(conversionsOnly: Result { () throws(FormatSyntaxError) in try ParsedFormat(parsingPython: source) })
        }

        /// Parses a Java `Formatter` format (Android).
        convenience init(javaFormat source: String) {
            self.init(conversionsOnly: Result { () throws(FormatSyntaxError) in try ParsedFormat(parsingJavaFormat: source) })
        }

        /// A format of conversions without variables (C's, Java's), as its parser read it.
        private init(conversionsOnly parsed: Result<ParsedFormat, FormatSyntaxError>) {
            self.parsed = parsed
            self.messageFormatError = nil
            self.segments = (try? parsed.get())?.segments ?? []
            self.hasVariables = false
            self.readsAsTextWithoutArguments = false
            self.hasFloatingConversion = segments.contains { if case let .specifier(specifier, _) = $0 { specifier.kind == .floatingPoint } else { false } }
            self.messageFormat2 = nil
        }

        /// A MessageFormat text already parsed into segments, or its syntax error.
        init(messageFormat source: String, segments: Result<[FormatSegment], MessageFormatSyntaxError>) {
            switch segments {
            case let .success(segments):
                self.parsed = .success(ParsedFormat(source: source, segments: segments))
                self.segments = segments
                self.messageFormatError = nil
            case let .failure(error):
                let utf8Offset = source.unicodeScalars.prefix(error.offset).reduce(0) { $0 + UTF8.width($1) }
                self.parsed = .failure(FormatSyntaxError(offset: utf8Offset, reason: error.reason))
                self.segments = []
                self.messageFormatError = error
            }
            self.hasVariables = (try? segments.get())?.contains { if case .variable = $0 { true } else { false } } ?? false
            self.readsAsTextWithoutArguments = false
            self.hasFloatingConversion = false
            self.messageFormat2 = nil
        }

        /// An i18next text: literals and `{{…}}` interpolations (``I18nextText``).
        init(i18next source: String) {
            let segments = I18nextText.segments(of: source)
            self.parsed = .success(ParsedFormat(source: source, segments: segments))
            self.messageFormatError = nil
            self.segments = segments
            self.hasVariables = false
            self.readsAsTextWithoutArguments = !segments.contains { if case .argument = $0 { true } else { false } }
            self.hasFloatingConversion = false
            self.messageFormat2 = nil
        }

        /// A MessageFormat 2 text: parsed into MessageFormat 2's model, read by its evaluator, so it
        /// has no segments here.
        init(messageFormat2 source: String) {
            self.messageFormat2 = Result { () throws(MF2Error) in try MF2Message(source) }
            self.parsed = .success(ParsedFormat(source: source, segments: []))
            self.messageFormatError = nil
            self.segments = []
            self.hasVariables = false
            self.readsAsTextWithoutArguments = false
            self.hasFloatingConversion = false
        }
    }

    /// The parse, made the first time it is asked for (two threads asking at once may both
    /// parse; one answer is kept, and both are the same).
    private var parse: Parse {
        if let parse = lazyParse.load() { return parse }
        if syntax == .messageFormat2 { return lazyParse.storeIfNil(Parse(messageFormat2: source)) }
        if syntax == .i18next { return lazyParse.storeIfNil(Parse(i18next: source)) }
        if syntax == .plainText { return lazyParse.storeIfNil(Parse(plainText: source)) }
        if syntax == .cFormat { return lazyParse.storeIfNil(Parse(cFormat: source)) }
        if syntax == .pythonFormat { return lazyParse.storeIfNil(Parse(pythonFormat: source)) }
        return lazyParse.storeIfNil(syntax == .javaFormat ? Parse(javaFormat: source)
            : Parse(printf: source, allowsSubstitutionArgument: allowsSubstitutionArgument))
    }

    /// The one memberwise door: every syntax's initializer says only what differs.
    private init(_ source: String, syntax: Syntax, allowsSubstitutionArgument: Bool = false, androidContent: String? = nil, dialect: MessageFormatDialect = .icu) {
        self.source = source
        self.syntax = syntax
        self.allowsSubstitutionArgument = allowsSubstitutionArgument
        self.androidContent = androidContent
        self.messageFormatDialect = dialect
    }

    /// A printf format, parsed on first use; `allowsSubstitutionArgument` reads `%arg` (`.xcstrings` substitutions).
    public convenience init(_ source: String, allowsSubstitutionArgument: Bool = false) {
        self.init(source, syntax: .printf, allowsSubstitutionArgument: allowsSubstitutionArgument)
    }

    /// A Java `Formatter` format as an Android resource holds it, already decoded (XML entities and
    /// Android's backslash escapes undone), parsed on first use.
    convenience init(javaFormat source: String) {
        self.init(source, syntax: .javaFormat)
    }

    /// A Java format read from an Android element whose content (`androidContent`) says more than the text.
    convenience init(javaFormat source: String, androidContent: String?) {
        self.init(source, syntax: .javaFormat, androidContent: androidContent)
    }

    /// A MessageFormat text already parsed into segments, or its syntax error, read in `dialect`.
    convenience init(messageFormat source: String, segments: Result<[FormatSegment], MessageFormatSyntaxError>, dialect: MessageFormatDialect = .icu) {
        self.init(source, syntax: dialect.isFlutter ? .flutterMessageFormat : .messageFormat, dialect: dialect)
        _ = lazyParse.storeIfNil(Parse(messageFormat: source, segments: segments))
    }

    /// An i18next JSON v4 text (`{{count}} items`), parsed on first use.
    convenience init(i18next source: String) {
        self.init(source, syntax: .i18next)
    }

    /// A C format of a `c-format` PO entry (``Syntax/cFormat``), parsed on first use.
    convenience init(cFormat source: String) {
        self.init(source, syntax: .cFormat)
    }

    /// A format of Python's `%` operator, of a `python-format` PO entry (``Syntax/pythonFormat``), parsed on first use.
    convenience init(pythonFormat source: String) {
        self.init(source, syntax: .pythonFormat)
    }

    /// A text shown as written, with no conversions (``Syntax/plainText``).
    convenience init(plainText source: String) {
        self.init(source, syntax: .plainText)
    }

    /// The names an i18next text interpolates, in order of first appearance.
    var interpolatedNames: [String] {
        var names: [String] = []
        for case let .argument(name, _, _) in segments where !names.contains(name) { names.append(name) }
        return names
    }

    /// A MessageFormat 2 text, formatted whole by its evaluator; parsed and checked (for lint,
    /// `keys` and conversion) the first time ``messageFormat2`` is asked for.
    convenience init(messageFormat2 source: String) {
        self.init(source, syntax: .messageFormat2)
    }

    /// A printf text of another source, read as this one is (`%arg` too): a conversion's rewrite of the text.
    func withSource(_ source: String) -> MessageText {
        MessageText(source, allowsSubstitutionArgument: allowsSubstitutionArgument)
    }

    /// The conversion that shows the argument at `position`, when the conversions without a
    /// position start at argument `firstUnpositioned` (a variable's own argument in its forms; 1
    /// elsewhere), as ``ArgumentCursor`` reads them.
    func conversion(showing position: Int, firstUnpositioned: Int) -> FormatSpecifier? {
        var cursor = ArgumentCursor.forms(of: firstUnpositioned)
        for segment in segments {
            switch segment {
            case let .specifier(specifier, _):
                if cursor.take(specifier) == position { return specifier }
            case let .variable(_, explicit, _):
                _ = cursor.take(variable: explicit)
            case .literal, .substitutionArgument, .argument, .pluralNumber:
                break
            }
        }
        return nil
    }

    public static func == (lhs: MessageText, rhs: MessageText) -> Bool {
        lhs === rhs || (lhs.source == rhs.source && lhs.syntax == rhs.syntax && lhs.parsed == rhs.parsed)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
    }
}
