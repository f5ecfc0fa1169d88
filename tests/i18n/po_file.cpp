// Reads PO files line by line: comments and flags, msgctxt / msgid / msgid_plural / msgstr /
// msgstr[n] keywords, strings continued on the following lines, C escapes.
#include "i18n/po_file.hpp"

#include <cctype>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace marienbad::testing {
namespace {

std::string_view trim(std::string_view text) {
    const auto first = text.find_first_not_of(" \t\r");
    if (first == std::string_view::npos) {
        return {};
    }
    const auto last = text.find_last_not_of(" \t\r");
    return text.substr(first, last - first + 1);
}

[[noreturn]] void fail(int line, const std::string& problem) {
    throw std::runtime_error("PO line " + std::to_string(line) + ": " + problem);
}

// The text between the quotes of `quoted` ("..."), which must be the whole of it.
std::string read_quoted(std::string_view quoted, int line) {
    if (quoted.size() < 2 || quoted.front() != '"') {
        fail(line, "expected a quoted string");
    }
    for (std::size_t i = 1; i < quoted.size(); ++i) {
        if (quoted[i] == '\\') {
            ++i;
        } else if (quoted[i] == '"') {
            if (i + 1 != quoted.size()) {
                fail(line, "text after the closing quote");
            }
            return unescape_po_string(quoted.substr(1, i - 1));
        }
    }
    fail(line, "unterminated string");
}

int hex_digit(char c) {
    if (c >= '0' && c <= '9') {
        return c - '0';
    }
    if (c >= 'a' && c <= 'f') {
        return c - 'a' + 10;
    }
    if (c >= 'A' && c <= 'F') {
        return c - 'A' + 10;
    }
    return -1;
}

// Builds entries as the lines come.
class PoReader {
  public:
    void read_line(std::string_view raw, int line) {
        const std::string_view text = trim(raw);
        if (obsolete_ && !text.starts_with("#~")) {
            finish();  // the obsolete entry ends where its "#~" lines do
        }
        if (text.empty()) {
            finish();
        } else if (text.starts_with("#~")) {
            // An obsolete entry: the sources no longer use it, gettext ignores it.
            if (has_msgid_ && !obsolete_) {
                finish();
            }
            obsolete_ = true;
            last_field_ = nullptr;
        } else if (text.starts_with("#")) {
            if (has_msgid_) {
                finish();
            }
            if (text.starts_with("#,")) {
                read_flags(text.substr(2));
            }
            last_field_ = nullptr;
        } else if (text.front() == '"') {
            if (last_field_ == nullptr) {
                fail(line, "a string continues no keyword");
            }
            *last_field_ += read_quoted(text, line);
        } else {
            read_keyword(text, line);
        }
    }

    PoFile result() {
        finish();
        return std::move(file_);
    }

  private:
    void read_flags(std::string_view list) {
        while (!list.empty()) {
            const auto comma = list.find(',');
            const std::string_view flag = trim(list.substr(0, comma));
            if (!flag.empty()) {
                entry_.flags.emplace(flag);
            }
            list = comma == std::string_view::npos ? std::string_view{} : list.substr(comma + 1);
        }
    }

    void read_keyword(std::string_view text, int line) {
        const auto space = text.find_first_of(" \t");
        if (space == std::string_view::npos) {
            fail(line, "a keyword without a string");
        }
        const std::string_view keyword = text.substr(0, space);
        const std::string value = read_quoted(trim(text.substr(space)), line);
        if (keyword == "msgctxt" || keyword == "msgid") {
            if (has_msgid_) {
                finish();
            }
            if (entry_.line == 0) {
                entry_.line = line;
            }
        } else if (!has_msgid_) {
            fail(line, std::string(keyword) + " before msgid");
        }
        if (keyword == "msgctxt") {
            entry_.context = value;
            last_field_ = &*entry_.context;
        } else if (keyword == "msgid") {
            entry_.msgid = value;
            has_msgid_ = true;
            last_field_ = &entry_.msgid;
        } else if (keyword == "msgid_plural") {
            entry_.msgid_plural = value;
            last_field_ = &*entry_.msgid_plural;
        } else if (keyword == "msgstr") {
            last_field_ = &(entry_.translations[0] = value);
        } else if (keyword.starts_with("msgstr[") && keyword.ends_with("]")) {
            const std::string_view digits = keyword.substr(7, keyword.size() - 8);
            int index = 0;
            for (const char c : digits) {
                if (!std::isdigit(static_cast<unsigned char>(c))) {
                    fail(line, "a bad plural index");
                }
                index = index * 10 + (c - '0');
            }
            if (digits.empty()) {
                fail(line, "a bad plural index");
            }
            last_field_ = &(entry_.translations[index] = value);
        } else {
            fail(line, "unknown keyword " + std::string(keyword));
        }
    }

    void finish() {
        if (has_msgid_ && !obsolete_) {
            if (entry_.translations.empty()) {
                fail(entry_.line, "an entry without msgstr");
            }
            if (entry_.is_header()) {
                file_.header = std::move(entry_);
            } else {
                file_.entries.push_back(std::move(entry_));
            }
        }
        entry_ = PoEntry{};
        has_msgid_ = false;
        obsolete_ = false;
        last_field_ = nullptr;
    }

    PoFile file_;
    PoEntry entry_;
    bool has_msgid_ = false;
    bool obsolete_ = false;
    std::string* last_field_ = nullptr;  // the field a continued string goes to
};

}  // namespace

std::string PoFile::header_field(std::string_view name) const {
    if (!header || !header->translations.contains(0)) {
        return {};
    }
    std::istringstream lines(header->translations.at(0));
    std::string line;
    while (std::getline(lines, line)) {
        if (line.size() > name.size() && line.starts_with(name) && line[name.size()] == ':') {
            return std::string(trim(std::string_view(line).substr(name.size() + 1)));
        }
    }
    return {};
}

std::string unescape_po_string(std::string_view quoted) {
    std::string text;
    for (std::size_t i = 0; i < quoted.size(); ++i) {
        if (quoted[i] != '\\' || i + 1 == quoted.size()) {
            text += quoted[i];
            continue;
        }
        const char c = quoted[++i];
        switch (c) {
            case 'n':
                text += '\n';
                break;
            case 't':
                text += '\t';
                break;
            case 'r':
                text += '\r';
                break;
            case 'a':
                text += '\a';
                break;
            case 'b':
                text += '\b';
                break;
            case 'f':
                text += '\f';
                break;
            case 'v':
                text += '\v';
                break;
            case 'x': {
                int value = 0;
                std::size_t digits = 0;
                while (i + 1 < quoted.size() && hex_digit(quoted[i + 1]) >= 0) {
                    value = value * 16 + hex_digit(quoted[++i]);
                    ++digits;
                }
                text += digits == 0 ? std::string("\\x") : std::string(1, static_cast<char>(value));
                break;
            }
            default:
                if (c >= '0' && c <= '7') {
                    int value = c - '0';
                    for (int digits = 1; digits < 3 && i + 1 < quoted.size() &&
                                         quoted[i + 1] >= '0' && quoted[i + 1] <= '7';
                         ++digits) {
                        value = value * 8 + (quoted[++i] - '0');
                    }
                    text += static_cast<char>(value);
                } else {
                    // \" \\ \' \? and anything unknown stand for the character itself.
                    text += c;
                }
        }
    }
    return text;
}

PoFile parse_po(std::string_view text) {
    PoReader reader;
    int line = 0;
    while (!text.empty()) {
        const auto end = text.find('\n');
        reader.read_line(text.substr(0, end), ++line);
        text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
    }
    return reader.result();
}

PoFile read_po_file(const std::filesystem::path& path) {
    std::ifstream file(path, std::ios::binary);
    if (!file) {
        throw std::runtime_error("cannot read " + path.string());
    }
    std::ostringstream text;
    text << file.rdbuf();
    try {
        return parse_po(text.str());
    } catch (const std::runtime_error& error) {
        throw std::runtime_error(path.string() + ": " + error.what());
    }
}

std::vector<Placeholder> find_placeholders(std::string_view format) {
    std::vector<Placeholder> placeholders;
    for (std::size_t i = 0; i < format.size(); ++i) {
        if (format[i] == '}' && i + 1 < format.size() && format[i + 1] == '}') {
            ++i;
            continue;
        }
        if (format[i] != '{') {
            continue;
        }
        if (i + 1 < format.size() && format[i + 1] == '{') {
            ++i;
            continue;
        }
        // The matching '}', past nested fields such as {0:{1}}.
        std::size_t close = i + 1;
        for (int depth = 1; close < format.size(); ++close) {
            depth += format[close] == '{' ? 1 : format[close] == '}' ? -1 : 0;
            if (depth == 0) {
                break;
            }
        }
        if (close >= format.size()) {
            break;  // unterminated: not a field ({fmt} rejects the string)
        }
        Placeholder placeholder;
        placeholder.text = std::string(format.substr(i + 1, close - i - 1));
        const auto colon = placeholder.text.find(':');
        const std::string id = placeholder.text.substr(0, colon);
        if (colon != std::string::npos) {
            placeholder.spec = placeholder.text.substr(colon + 1);
        }
        const bool numeric = !id.empty() && id.find_first_not_of("0123456789") == std::string::npos;
        if (numeric) {
            placeholder.index = std::stoi(id);
        } else {
            placeholder.name = id;
        }
        placeholders.push_back(std::move(placeholder));
        i = close;
    }
    return placeholders;
}

std::set<std::string> placeholder_set(std::string_view format) {
    std::set<std::string> texts;
    for (const auto& placeholder : find_placeholders(format)) {
        texts.insert(placeholder.text);
    }
    return texts;
}

}  // namespace marienbad::testing
