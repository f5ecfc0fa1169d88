// roff escaping and the man(7) macros marienbad(6) is written with.
#include "manual/roff.hpp"

#include <algorithm>
#include <cctype>
#include <cstring>

namespace marienbad {
namespace {

// A "-" that starts an option: at the start of a word, before a letter or another "-".
bool starts_option(std::string_view text, std::size_t at) {
    const bool word_start = at == 0 || std::strchr(" \n([|-'\"", text[at - 1]) != nullptr;
    const bool before_name =
        at + 1 < text.size() &&
        (text[at + 1] == '-' || std::isalpha(static_cast<unsigned char>(text[at + 1])) != 0);
    return word_start && before_name;
}

// Each line of `text`, escaped, between `before` and `after`.
std::string each_line(std::string_view text, std::string_view before, std::string_view after) {
    std::string result;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        result += before;
        result += roff_text(text.substr(start, end - start));
        result += after;
        start = end + 1;
    }
    return result;
}

}  // namespace

std::string roff_text(std::string_view text) {
    std::string result;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        const bool line_start = i == 0 || text[i - 1] == '\n';
        if (line_start && (c == '.' || c == '\'')) {
            result += "\\&";
        }
        if (c == ' ' && i + 1 < text.size() && std::strchr(":;?!", text[i + 1]) != nullptr) {
            result += "\\ ";  // French's space before ":" never ends a line
        } else if (c == '\\') {
            result += "\\e";
        } else if (c == '-' && starts_option(text, i)) {
            result += "\\-";
        } else {
            result += c;
        }
    }
    return result;
}

std::string roff_bold(std::string_view text) {
    return "\\fB" + roff_text(text) + "\\fR";
}

std::string roff_italic(std::string_view text) {
    return "\\fI" + roff_text(text) + "\\fR";
}

std::string roff_title(std::string_view name, int section, std::string_view date,
                       std::string_view source, std::string_view manual) {
    std::string result = ".TH ";
    result += name;
    result += ' ' + std::to_string(section) + " \"";
    result += date;
    result += "\" \"";
    result += roff_text(source);
    result += "\" \"";
    result += roff_text(manual);
    result += "\"\n";
    return result;
}

std::string roff_section(std::string_view title) {
    return ".SH \"" + roff_text(title) + "\"\n";
}

std::string roff_subsection(std::string_view title) {
    return ".SS \"" + roff_text(title) + "\"\n";
}

std::string roff_paragraph(std::string_view text) {
    return each_line(text, ".PP\n", "\n");
}

std::string roff_tagged(std::string_view tag, std::string_view text, int indent) {
    std::string result = indent > 0 ? ".TP " + std::to_string(indent) + '\n' : ".TP\n";
    result += tag;
    result += '\n';
    result += each_line(text, "", "\n");
    return result;
}

std::string roff_break() {
    return ".br\n";
}

}  // namespace marienbad
