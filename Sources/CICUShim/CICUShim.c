// The only translation unit that sees ICU's headers. See CICUShim.h for the conventions.

#include "CICUShim.h"
#include "../CICU/CICU.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

// MARK: Helpers

static const char *const category_names[6] = {"zero", "one", "two", "few", "many", "other"};

static int32_t category_index(const UChar *keyword, int32_t length) {
    // Keywords are ASCII; compare without converting.
    for (int32_t k = 0; k < 6; k++) {
        const char *name = category_names[k];
        int32_t n = (int32_t)strlen(name);
        if (n != length) continue;
        int32_t i = 0;
        while (i < n && keyword[i] == (UChar)name[i]) i++;
        if (i == n) return k;
    }
    return -1;
}

static int32_t keyword_result(const UChar *keyword, int32_t length, UErrorCode *status) {
    if (U_FAILURE(*status)) return -1;
    int32_t index = category_index(keyword, length);
    if (index < 0) *status = U_INVALID_FORMAT_ERROR;
    return index;
}

/// Copies a C string, returning its length (and an overflow status when it does not fit).
static int32_t copy_out(const char *text, int32_t length, char *buffer, int32_t capacity, UErrorCode *status) {
    if (U_FAILURE(*status)) return 0;
    if (length > capacity) {
        *status = U_BUFFER_OVERFLOW_ERROR;
    } else if (length > 0) {
        memcpy(buffer, text, (size_t)length);
    }
    return length;
}

static int32_t utf16_to_utf8(const UChar *text, int32_t length, char *buffer, int32_t capacity, UErrorCode *status) {
    if (U_FAILURE(*status)) return 0;
    int32_t needed = 0;
    u_strToUTF8(buffer, capacity, &needed, text, length, status);
    if (*status == U_STRING_NOT_TERMINATED_WARNING) *status = U_ZERO_ERROR;
    return needed;
}

/* UTF-16 units of a skeleton or rule set name: room for ICU's longest precision stem (999 digits,
   PluralPrecision.maximumDigits) with other options. */
#define SKELETON_CAPACITY 2048

/// Converts a short UTF-8 name (a skeleton, a rule set) into `buffer` of SKELETON_CAPACITY units;
/// -1 with `status` set on failure.
static int32_t skeleton_to_utf16(const char *skeleton, UChar *buffer, UErrorCode *status) {
    int32_t length = 0;
    u_strFromUTF8(buffer, SKELETON_CAPACITY, &length, skeleton, -1, status);
    if (U_FAILURE(*status)) return -1;
    if (length >= SKELETON_CAPACITY) { *status = U_BUFFER_OVERFLOW_ERROR; return -1; }
    return length;
}

// One UFormattedNumber per thread: a formatter may be shared, its results may not (ICU's rule),
// and opening a result per call would cost an allocation on every decimal selection.
static pthread_key_t result_key;
static pthread_once_t result_key_once = PTHREAD_ONCE_INIT;

static void close_result(void *result) { unumf_closeResult((UFormattedNumber *)result); }
static void make_result_key(void) { pthread_key_create(&result_key, close_result); }

static UFormattedNumber *thread_result(UErrorCode *status) {
    pthread_once(&result_key_once, make_result_key);
    UFormattedNumber *result = (UFormattedNumber *)pthread_getspecific(result_key);
    if (result == NULL) {
        result = unumf_openResult(status);
        if (U_FAILURE(*status)) return NULL;
        pthread_setspecific(result_key, result);
    }
    return result;
}

// MARK: Versions and errors

const char *cicu_error_name(CICUStatus status) { return u_errorName((UErrorCode)status); }

int32_t cicu_icu_version(char *buffer, int32_t capacity) {
    UVersionInfo version;
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_getVersion(version);
    u_versionToString(version, text);
    UErrorCode status = U_ZERO_ERROR;
    return copy_out(text, (int32_t)strlen(text), buffer, capacity, &status);
}

int32_t cicu_cldr_version(char *buffer, int32_t capacity, CICUStatus *status) {
    UVersionInfo version;
    char text[U_MAX_VERSION_STRING_LENGTH];
    ulocdata_getCLDRVersion(version, (UErrorCode *)status);
    if (U_FAILURE(*status)) return 0;
    u_versionToString(version, text);
    return copy_out(text, (int32_t)strlen(text), buffer, capacity, (UErrorCode *)status);
}

// MARK: ICU's default locale

/* ICU falls back from a locale without data of its own to the process's default locale (from LANG)
   before root: under LANG=de_DE, `an` would format 1000 as "1.000". CLDR's fallback is root, and the
   answers must not depend on the environment, so the shim makes root ICU's default once, before it
   opens anything. Foundation uses its own copy of ICU (symbols prefixed `swift_`), which this leaves
   alone. */
static pthread_once_t root_default_once = PTHREAD_ONCE_INIT;
static void make_root_default(void) {
    UErrorCode status = U_ZERO_ERROR;
    uloc_setDefault("root", &status);
}

void cicu_use_root_as_default_locale(void) { pthread_once(&root_default_once, make_root_default); }

// MARK: Locale identifiers

/// Writes the ICU form of a BCP-47 or ICU identifier to `icu` (ULOC_FULLNAME_CAPACITY bytes); 0 when
/// the identifier is too long for ICU.
static int icu_identifier(const char *identifier, char *icu) {
    size_t identifierLength = strlen(identifier);
    if (identifierLength >= ULOC_FULLNAME_CAPACITY) return 0;
    memcpy(icu, identifier, identifierLength + 1);
    if (strchr(identifier, '-') != NULL && strchr(identifier, '@') == NULL) {
        int32_t parsed = 0;
        UErrorCode tagStatus = U_ZERO_ERROR;
        uloc_forLanguageTag(identifier, icu, ULOC_FULLNAME_CAPACITY, &parsed, &tagStatus);
        if (U_FAILURE(tagStatus) || tagStatus == U_STRING_NOT_TERMINATED_WARNING || (size_t)parsed != identifierLength) {
            // Not a whole BCP-47 tag (Foundation writes "zh-Hant_HK"): read '-' as ICU's '_'.
            memcpy(icu, identifier, identifierLength + 1);
            for (char *c = icu; *c; c++) if (*c == '-') *c = '_';
        }
    }
    return 1;
}

int32_t cicu_locale_base_name(const char *identifier, char *buffer, int32_t capacity, CICUStatus *status) {
    UErrorCode *ec = (UErrorCode *)status;
    char icu[ULOC_FULLNAME_CAPACITY];
    if (!icu_identifier(identifier, icu)) { *ec = U_ILLEGAL_ARGUMENT_ERROR; return 0; }
    char base[ULOC_FULLNAME_CAPACITY];
    int32_t length = uloc_getBaseName(icu, base, (int32_t)sizeof base, ec);
    if (U_FAILURE(*ec)) return 0;
    if (*ec == U_STRING_NOT_TERMINATED_WARNING) { *ec = U_BUFFER_OVERFLOW_ERROR; return 0; }
    return copy_out(base, length, buffer, capacity, ec);
}

// ICU's installed locales, legacy aliases ("zh_TW", "iw") included, sorted for bsearch; read once.
static char **installed_locales = NULL;
static size_t installed_count = 0;
static pthread_once_t installed_once = PTHREAD_ONCE_INIT;

static int compare_names(const void *left, const void *right) {
    return strcmp(*(char *const *)left, *(char *const *)right);
}

static void load_installed_locales(void) {
    UErrorCode status = U_ZERO_ERROR;
    UEnumeration *names = uloc_openAvailableByType(ULOC_AVAILABLE_WITH_LEGACY_ALIASES, &status);
    if (U_FAILURE(status)) return;
    int32_t count = uenum_count(names, &status);
    char **list = (count > 0 && U_SUCCESS(status)) ? calloc((size_t)count, sizeof(char *)) : NULL;
    size_t found = 0;
    const char *name;
    while (list != NULL && found < (size_t)count && (name = uenum_next(names, NULL, &status)) != NULL && U_SUCCESS(status)) {
        char *copy = strdup(name);
        if (copy == NULL) break;
        list[found++] = copy;
    }
    uenum_close(names);
    if (list == NULL) return;
    qsort(list, found, sizeof(char *), compare_names);
    installed_locales = list;
    installed_count = found;
}

static int is_installed(const char *name) {
    pthread_once(&installed_once, load_installed_locales);
    if (installed_locales == NULL) return 0;
    return bsearch(&name, installed_locales, installed_count, sizeof(char *), compare_names) != NULL;
}

/* Appends `icu`'s numbering system to `name` ("@numbers=arab"): it changes the digits, so a name
   made from an identifier keeps it (ICU refuses a value it does not know). `name` has room for
   ULOC_FULLNAME_CAPACITY + ULOC_KEYWORDS_CAPACITY + 16 bytes. */
static void append_numbering_system(const char *icu, char *name) {
    char numbers[ULOC_KEYWORDS_CAPACITY];
    UErrorCode keywordStatus = U_ZERO_ERROR;
    int32_t length = uloc_getKeywordValue(icu, "numbers", numbers, (int32_t)sizeof numbers, &keywordStatus);
    if (U_SUCCESS(keywordStatus) && keywordStatus != U_STRING_NOT_TERMINATED_WARNING && length > 0) {
        for (char *c = numbers; *c; c++) if (*c >= 'A' && *c <= 'Z') *c = (char)(*c + 32);
        strcat(name, "@numbers=");
        strcat(name, numbers);
    }
}

int32_t cicu_locale_formatting_name(const char *identifier, char *buffer, int32_t capacity, CICUStatus *status) {
    char icu[ULOC_FULLNAME_CAPACITY];
    char name[ULOC_FULLNAME_CAPACITY + ULOC_KEYWORDS_CAPACITY + 16] = "";
    UErrorCode baseStatus = U_ZERO_ERROR;
    if (icu_identifier(identifier, icu)) {
        uloc_getBaseName(icu, name, ULOC_FULLNAME_CAPACITY, &baseStatus);
        if (U_FAILURE(baseStatus) || baseStatus == U_STRING_NOT_TERMINATED_WARNING) name[0] = 0;
        // The nearest installed locale: cut subtags from the end (and the '_' left before an empty one).
        while (name[0] != 0 && !is_installed(name)) {
            char *separator = strrchr(name, '_');
            if (separator == NULL) { name[0] = 0; break; }
            while (separator > name && separator[-1] == '_') separator--;
            *separator = 0;
        }
        if (name[0] == 0) strcpy(name, "root");
        append_numbering_system(icu, name);
    } else {
        strcpy(name, "root");
    }
    return copy_out(name, (int32_t)strlen(name), buffer, capacity, (UErrorCode *)status);
}

int32_t cicu_locale_parent(const char *identifier, char *buffer, int32_t capacity, CICUStatus *status) {
    char parent[ULOC_FULLNAME_CAPACITY];
    int32_t length = uloc_getParent(identifier, parent, (int32_t)sizeof parent, (UErrorCode *)status);
    if (U_FAILURE(*status)) return 0;
    if (*status == U_STRING_NOT_TERMINATED_WARNING) { *status = U_BUFFER_OVERFLOW_ERROR; return 0; }
    return copy_out(parent, length, buffer, capacity, (UErrorCode *)status);
}

// MARK: Plural rules

/* Whether ICU 72's uplrules_openForType survives a base name: PluralRules::getRuleFromResource copies
   the name of a locale without rules of its own into a ULOC_FULLNAME_CAPACITY buffer with strcpy (a
   longer name overflows it: the fortified build aborts), and an icu::Locale whose first field has 12
   bytes or more, or that holds characters no subtag has ("pt****.**_lt"), is bogus, its base name NULL
   (a SIGSEGV in strcpy). Letters, digits, '_' and a POSIX ".charset" never made a bogus Locale from a
   base name in 4 million random identifiers. */
static int plural_rules_accept(const char *name, size_t length) {
    if (length >= ULOC_FULLNAME_CAPACITY) return 0;
    const char *separator = strchr(name, '_');
    if ((separator != NULL ? (size_t)(separator - name) : length) >= ULOC_LANG_CAPACITY) return 0;
    for (size_t index = 0; index < length; index++) {
        char c = name[index];
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.')) return 0;
    }
    return 1;
}

/* Writes to `buffer` (ULOC_FULLNAME_CAPACITY bytes) a locale with the plural rules of `locale` that
   ICU survives (see plural_rules_accept): its base name, or the nearest parent ICU accepts, walking up
   the parents ICU itself walks (uloc_getParent cuts at the last '_'). A name with no acceptable parent
   has no language with plural data, so it gets root's rules, as ICU gives any unknown language. */
static void plural_rules_locale(const char *locale, char *buffer) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = uloc_getBaseName(locale, NULL, 0, &status);
    char *name = malloc((size_t)length + 1);
    status = U_ZERO_ERROR;
    if (name == NULL || (uloc_getBaseName(locale, name, length + 1, &status), U_FAILURE(status))) {
        free(name);
        strcpy(buffer, "root");
        return;
    }
    size_t size = (size_t)length;
    while (!plural_rules_accept(name, size)) {
        char *separator = strrchr(name, '_');
        if (separator == NULL) {
            size = 0;
            break;
        }
        *separator = 0;
        size = (size_t)(separator - name);
    }
    if (size > 0) memcpy(buffer, name, size + 1);
    else strcpy(buffer, "root");
    free(name);
}

int32_t cicu_message_format_locale(const char *identifier, char *buffer, int32_t capacity, CICUStatus *status) {
    char icu[ULOC_FULLNAME_CAPACITY];
    char name[ULOC_FULLNAME_CAPACITY + ULOC_KEYWORDS_CAPACITY + 16] = "root";
    if (icu_identifier(identifier, icu)) {
        plural_rules_locale(icu, name);
        append_numbering_system(icu, name);
    }
    return copy_out(name, (int32_t)strlen(name), buffer, capacity, (UErrorCode *)status);
}

CICUPluralRules *cicu_plural_rules_open(const char *locale, int32_t ordinal, CICUStatus *status) {
    cicu_use_root_as_default_locale();
    char safe[ULOC_FULLNAME_CAPACITY];
    if (locale != NULL) {
        plural_rules_locale(locale, safe);
        locale = safe;
    }
    UPluralRules *rules = uplrules_openForType(locale, ordinal ? UPLURAL_TYPE_ORDINAL : UPLURAL_TYPE_CARDINAL,
                                               (UErrorCode *)status);
    if (U_FAILURE(*status)) {
        if (rules != NULL) uplrules_close(rules);
        return NULL;
    }
    return (CICUPluralRules *)rules;
}

void cicu_plural_rules_close(CICUPluralRules *rules) {
    if (rules != NULL) uplrules_close((UPluralRules *)rules);
}

int32_t cicu_plural_rules_select_double(const CICUPluralRules *rules, double value, CICUStatus *status) {
    UChar keyword[8];
    int32_t length = uplrules_select((const UPluralRules *)rules, value, keyword, 8, (UErrorCode *)status);
    return keyword_result(keyword, length, (UErrorCode *)status);
}

int32_t cicu_plural_rules_select_decimal(const CICUPluralRules *rules, const CICUNumberFormatter *formatter,
                                         const char *decimal, int32_t length, CICUStatus *status) {
    UErrorCode *ec = (UErrorCode *)status;
    UFormattedNumber *result = thread_result(ec);
    if (result == NULL) return -1;
    unumf_formatDecimal((const UNumberFormatter *)formatter, decimal, length, result, ec);
    if (U_FAILURE(*ec)) return -1;
    UChar keyword[8];
    int32_t keywordLength = uplrules_selectFormatted((const UPluralRules *)rules, result, keyword, 8, ec);
    return keyword_result(keyword, keywordLength, ec);
}

int32_t cicu_plural_rules_select_digits(const CICUPluralRules *rules, const CICUNumberFormatter *formatter,
                                        const char *integer, int32_t integerLength,
                                        const char *fraction, int32_t fractionLength, CICUStatus *status) {
    // Joined on the stack: the Swift side keeps integer and fraction digits as separate strings.
    char decimal[64];
    if (integerLength < 0 || fractionLength < 0 || integerLength + fractionLength + 1 > (int32_t)sizeof decimal) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return -1;
    }
    memcpy(decimal, integer, (size_t)integerLength);
    int32_t length = integerLength;
    if (fractionLength > 0) {
        decimal[length++] = '.';
        memcpy(decimal + length, fraction, (size_t)fractionLength);
        length += fractionLength;
    }
    return cicu_plural_rules_select_decimal(rules, formatter, decimal, length, status);
}

int32_t cicu_plural_rules_categories(const CICUPluralRules *rules, CICUStatus *status) {
    UErrorCode *ec = (UErrorCode *)status;
    UEnumeration *keywords = uplrules_getKeywords((const UPluralRules *)rules, ec);
    if (U_FAILURE(*ec)) return 0;
    int32_t mask = 0;
    const UChar *keyword;
    int32_t length = 0;
    while ((keyword = uenum_unext(keywords, &length, ec)) != NULL && U_SUCCESS(*ec)) {
        int32_t index = category_index(keyword, length);
        if (index >= 0) mask |= 1 << index;
    }
    uenum_close(keywords);
    return mask;
}

int32_t cicu_plural_rules_select_range(const CICUPluralRules *rules, const CICURangeFormatter *formatter,
                                       const char *start, int32_t startLength,
                                       const char *end, int32_t endLength, CICUStatus *status) {
    int32_t category = -1;
    cicu_range_formatter_format_decimal(formatter, start, startLength, end, endLength, rules, &category,
                                        NULL, 0, status);
    if (*status == U_BUFFER_OVERFLOW_ERROR) *status = U_ZERO_ERROR;  // only the category was wanted
    return U_FAILURE(*status) ? -1 : category;
}

// MARK: Number formatting

CICUNumberFormatter *cicu_number_formatter_open(const char *skeleton, const char *locale, CICUStatus *status) {
    cicu_use_root_as_default_locale();
    UErrorCode *ec = (UErrorCode *)status;
    UChar text[SKELETON_CAPACITY];
    int32_t length = skeleton_to_utf16(skeleton, text, ec);
    if (length < 0) return NULL;
    UParseError parseError;
    UNumberFormatter *formatter = unumf_openForSkeletonAndLocaleWithError(text, length, locale, &parseError, ec);
    if (U_FAILURE(*ec)) {
        if (formatter != NULL) unumf_close(formatter);
        return NULL;
    }
    return (CICUNumberFormatter *)formatter;
}

void cicu_number_formatter_close(CICUNumberFormatter *formatter) {
    if (formatter != NULL) unumf_close((UNumberFormatter *)formatter);
}

int32_t cicu_number_formatter_format_decimal(const CICUNumberFormatter *formatter,
                                             const char *decimal, int32_t length,
                                             const CICUPluralRules *rules, int32_t *category,
                                             char *buffer, int32_t capacity, CICUStatus *status) {
    UErrorCode *ec = (UErrorCode *)status;
    UFormattedNumber *result = thread_result(ec);
    if (result == NULL) return 0;
    unumf_formatDecimal((const UNumberFormatter *)formatter, decimal, length, result, ec);
    if (U_FAILURE(*ec)) return 0;
    if (rules != NULL && category != NULL) {
        UChar keyword[8];
        int32_t keywordLength = uplrules_selectFormatted((const UPluralRules *)rules, result, keyword, 8, ec);
        *category = keyword_result(keyword, keywordLength, ec);
        if (U_FAILURE(*ec)) return 0;
    }
    const UFormattedValue *value = unumf_resultAsValue(result, ec);
    int32_t textLength = 0;
    const UChar *text = ufmtval_getString(value, &textLength, ec);
    return utf16_to_utf8(text, textLength, buffer, capacity, ec);
}

CICURangeFormatter *cicu_range_formatter_open(const char *skeleton, const char *locale, CICUStatus *status) {
    cicu_use_root_as_default_locale();
    UErrorCode *ec = (UErrorCode *)status;
    UChar text[SKELETON_CAPACITY];
    int32_t length = skeleton_to_utf16(skeleton, text, ec);
    if (length < 0) return NULL;
    UParseError parseError;
    UNumberRangeFormatter *formatter = unumrf_openForSkeletonWithCollapseAndIdentityFallback(
        text, length, UNUM_RANGE_COLLAPSE_AUTO, UNUM_IDENTITY_FALLBACK_APPROXIMATELY, locale, &parseError, ec);
    if (U_FAILURE(*ec)) {
        if (formatter != NULL) unumrf_close(formatter);
        return NULL;
    }
    return (CICURangeFormatter *)formatter;
}

void cicu_range_formatter_close(CICURangeFormatter *formatter) {
    if (formatter != NULL) unumrf_close((UNumberRangeFormatter *)formatter);
}

int32_t cicu_range_formatter_format_decimal(const CICURangeFormatter *formatter,
                                            const char *start, int32_t startLength,
                                            const char *end, int32_t endLength,
                                            const CICUPluralRules *rules, int32_t *category,
                                            char *buffer, int32_t capacity, CICUStatus *status) {
    UErrorCode *ec = (UErrorCode *)status;
    UFormattedNumberRange *result = unumrf_openResult(ec);
    if (U_FAILURE(*ec)) return 0;
    int32_t needed = 0;
    unumrf_formatDecimalRange((const UNumberRangeFormatter *)formatter, start, startLength, end, endLength,
                              result, ec);
    if (U_SUCCESS(*ec) && rules != NULL && category != NULL) {
        UChar keyword[8];
        int32_t keywordLength = uplrules_selectForRange((const UPluralRules *)rules, result, keyword, 8, ec);
        *category = keyword_result(keyword, keywordLength, ec);
    }
    if (U_SUCCESS(*ec)) {
        const UFormattedValue *value = unumrf_resultAsValue(result, ec);
        int32_t textLength = 0;
        const UChar *text = ufmtval_getString(value, &textLength, ec);
        needed = utf16_to_utf8(text, textLength, buffer, capacity, ec);
    }
    unumrf_closeResult(result);
    return needed;
}

CICUSpellout *cicu_spellout_open(const char *locale, CICUStatus *status) {
    cicu_use_root_as_default_locale();
    UNumberFormat *format = unum_open(UNUM_SPELLOUT, NULL, 0, locale, NULL, (UErrorCode *)status);
    if (U_FAILURE(*status)) {
        if (format != NULL) unum_close(format);
        return NULL;
    }
    return (CICUSpellout *)format;
}

void cicu_spellout_set_rule_set(CICUSpellout *spellout, const char *ruleSet, CICUStatus *status) {
    UErrorCode *ec = (UErrorCode *)status;
    UChar name[SKELETON_CAPACITY];
    int32_t length = skeleton_to_utf16(ruleSet, name, ec);
    if (length < 0) return;
    unum_setTextAttribute((UNumberFormat *)spellout, UNUM_DEFAULT_RULESET, name, length, ec);
}

void cicu_spellout_close(CICUSpellout *spellout) {
    if (spellout != NULL) unum_close((UNumberFormat *)spellout);
}

int32_t cicu_spellout_format_decimal(CICUSpellout *spellout, const char *decimal, int32_t length,
                                     char *buffer, int32_t capacity, CICUStatus *status) {
    UErrorCode *ec = (UErrorCode *)status;
    const UNumberFormat *format = (const UNumberFormat *)spellout;
    UChar stack[256];
    int32_t textLength = unum_formatDecimal(format, decimal, length, stack, 256, NULL, ec);
    if (*ec != U_BUFFER_OVERFLOW_ERROR) return utf16_to_utf8(stack, textLength, buffer, capacity, ec);
    // Spelled-out numbers can be long ("nine hundred ninety-nine quadrillion ..."): format again.
    *ec = U_ZERO_ERROR;
    UChar *heap = (UChar *)malloc(sizeof(UChar) * (size_t)(textLength + 1));
    if (heap == NULL) { *ec = U_MEMORY_ALLOCATION_ERROR; return 0; }
    textLength = unum_formatDecimal(format, decimal, length, heap, textLength + 1, NULL, ec);
    int32_t needed = utf16_to_utf8(heap, textLength, buffer, capacity, ec);
    free(heap);
    return needed;
}

// MARK: The plurals resource bundle

static UResourceBundle *open_table(const char *name, UErrorCode *status) {
    UResourceBundle *bundle = ures_openDirect(NULL, "plurals", status);
    if (U_FAILURE(*status)) return NULL;
    UResourceBundle *table = ures_getByKey(bundle, name, NULL, status);
    ures_close(bundle);
    if (U_FAILURE(*status)) {
        ures_close(table);
        return NULL;
    }
    return table;
}

static const char *locales_table(int32_t ordinal) { return ordinal ? "locales_ordinals" : "locales"; }

int32_t cicu_plural_data_locale_count(int32_t ordinal, CICUStatus *status) {
    UResourceBundle *table = open_table(locales_table(ordinal), (UErrorCode *)status);
    if (table == NULL) return 0;
    int32_t count = ures_getSize(table);
    ures_close(table);
    return count;
}

int32_t cicu_plural_data_locale_at(int32_t ordinal, int32_t index, char *buffer, int32_t capacity, CICUStatus *status) {
    UErrorCode *ec = (UErrorCode *)status;
    UResourceBundle *table = open_table(locales_table(ordinal), ec);
    if (table == NULL) return 0;
    UResourceBundle *item = ures_getByIndex(table, index, NULL, ec);
    int32_t length = 0;
    if (U_SUCCESS(*ec)) {
        const char *key = ures_getKey(item);
        length = copy_out(key, (int32_t)strlen(key), buffer, capacity, ec);
    }
    ures_close(item);
    ures_close(table);
    return length;
}

int32_t cicu_plural_data_rule_set(const char *locale, int32_t ordinal, char *buffer, int32_t capacity, CICUStatus *status) {
    UErrorCode *ec = (UErrorCode *)status;
    UResourceBundle *table = open_table(locales_table(ordinal), ec);
    if (table == NULL) return 0;
    int32_t textLength = 0;
    const UChar *text = ures_getStringByKey(table, locale, &textLength, ec);
    int32_t length = U_SUCCESS(*ec) ? utf16_to_utf8(text, textLength, buffer, capacity, ec) : 0;
    ures_close(table);
    return length;
}

int32_t cicu_plural_data_rule_count(const char *ruleSet, CICUStatus *status) {
    UErrorCode *ec = (UErrorCode *)status;
    UResourceBundle *rules = open_table("rules", ec);
    if (rules == NULL) return 0;
    UResourceBundle *set = ures_getByKey(rules, ruleSet, NULL, ec);
    int32_t count = U_SUCCESS(*ec) ? ures_getSize(set) : 0;
    ures_close(set);
    ures_close(rules);
    return count;
}

int32_t cicu_plural_data_rule_at(const char *ruleSet, int32_t index, int32_t *category,
                                 char *buffer, int32_t capacity, CICUStatus *status) {
    UErrorCode *ec = (UErrorCode *)status;
    UResourceBundle *rules = open_table("rules", ec);
    if (rules == NULL) return 0;
    UResourceBundle *set = ures_getByKey(rules, ruleSet, NULL, ec);
    UResourceBundle *rule = U_SUCCESS(*ec) ? ures_getByIndex(set, index, NULL, ec) : NULL;
    int32_t length = 0;
    if (U_SUCCESS(*ec)) {
        const char *key = ures_getKey(rule);
        *category = -1;
        for (int32_t k = 0; k < 6; k++) {
            if (strcmp(key, category_names[k]) == 0) *category = k;
        }
        int32_t textLength = 0;
        const UChar *text = ures_getString(rule, &textLength, ec);
        length = utf16_to_utf8(text, textLength, buffer, capacity, ec);
    }
    ures_close(rule);
    ures_close(set);
    ures_close(rules);
    return length;
}
