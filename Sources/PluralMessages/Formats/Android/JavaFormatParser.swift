extension ParsedFormat {
    /// Parses a Java `Formatter` format as Android uses it.
    package init(parsingJavaFormat source: String) throws(FormatSyntaxError) {
        throw FormatSyntaxError(offset: 0, reason: "Java Formatter texts are not read yet")
    }
}
