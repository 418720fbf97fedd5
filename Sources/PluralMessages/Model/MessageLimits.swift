/// The bounds on reading and rendering messages, in one place: every input sets a budget, and each
/// limit here is what a file, a table or a rendering may cost at most, with the error that names it.
/// (ICU MessageFormat text has bounds of its own, the same for both engines: `MessageFormatLimits`.)
public enum MessageLimits {
    /// The largest message file read, in bytes (192 MiB). Loading a table and rendering a key costs
    /// memory in proportion to its files: at most 3 times their size (the bytes, an index of the
    /// keys, the messages looked up) for `.strings`, XML `.stringsdict`, `.xcstrings` and
    /// MessageFormat files with entries of about 100 bytes; `MessageTable/messages` decodes every
    /// message at once (about 7 times). Linting costs about as much as rendering (each key decoded,
    /// checked in every language and dropped). Binary property lists and files the indexing scans
    /// leave to Foundation (a key repeated, an escape Foundation decodes its own way) are read whole,
    /// about 9 times. Larger files are refused before they are read; real tables are far smaller (a
    /// catalog of 22,000 keys is 10 MB).
    public static let maximumFileSize = 192 << 20
    /// How many objects a binary property list may expand to per byte of the file (shared objects
    /// are counted once per reference); real files expand to fewer objects than they have bytes.
    public static let maximumObjectsPerByte = 4
    /// The expansion every binary property list may have, however small.
    public static let minimumObjectBudget = 10_000
    /// How deeply objects may nest in a MessageFormat `<language>.json` file (keys are joined with `.`).
    public static let maximumMessageFormatKeyDepth = 32
    /// How deeply elements may nest in an Android resource file (`<resources>`, `<plurals>`, `<item>`
    /// and styling tags inside it take a handful of levels).
    public static let maximumXMLDepth = 64
    /// The most elements an Android resource file may hold (a large real one holds tens of thousands).
    public static let maximumXMLElements = 200_000
    /// How deeply the internal entities of an Android resource file's `<!DOCTYPE>` may refer to each other.
    public static let maximumXMLEntityDepth = 8
    /// The most bytes entity references of one Android resource file may expand to in all, each
    /// reference counting the bytes it is written with too (`&name;`, so that references to an empty
    /// entity count): an expansion bomb ("billion laughs") is refused when it passes this, whatever
    /// its depth.
    public static let maximumXMLEntityExpansion = 1 << 20

    /// How deep variables may nest inside each other's forms.
    public static let maximumNestingDepth = 64
    /// The longest rendered text, in UTF-8 bytes (forms that repeat a variable grow quickly).
    public static let maximumOutputLength = 1 << 20
    /// The most work one rendering may take: every part of a format rendered and every variable
    /// expanded is a step. Forms that repeat a variable multiply the work even when they print
    /// nothing (64 variables each naming the next twice would take 2⁶³ steps); one step per 256
    /// bytes of ``maximumOutputLength`` (4,096) leaves real messages, a few dozen steps, far below it.
    public static let maximumExpansionSteps = maximumOutputLength / 256
    /// The most diagnostics one rendering reports; identical ones are reported once, and past this
    /// number a last diagnostic says that the rest were dropped.
    public static let maximumDiagnostics = 100
}
