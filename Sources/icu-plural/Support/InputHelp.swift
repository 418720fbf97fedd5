import PluralMessages

/// What the commands that read message files say they read: taken from the format registry, so
/// a format added there is named in every command's help.
enum InputHelp {
    /// "a .strings, .stringsdict, …, gettext .po/.pot or Flutter .arb file".
    static let file = "a \(TableSource.readableFileKinds) file"

    /// The help of a command's file or directory arguments: where the formats are named, so the
    /// commands' one-line abstracts can say "message file".
    static let paths = "Files or directories: \(file), or a directory holding them at any depth (*.lproj, res, LC_MESSAGES and <language> folders)."
}
