// The ICU C APIs this package maps. Only CICUShim's implementation includes this:
// Swift modules must not see ICU headers (they clash with Foundation's own ICU module).
#include <unicode/utypes.h>
#include <unicode/uversion.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>
#include <unicode/upluralrules.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <unicode/unumberrangeformatter.h>
