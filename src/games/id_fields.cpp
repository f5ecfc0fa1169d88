// The parts every game's id is made of, read and written.
#include "games/id_fields.hpp"

#include <algorithm>

#include "core/excerpt.hpp"
#include "games/usage_error.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

// The parts of `text` between each `separator`, empty ones included.
std::vector<std::string_view> split(std::string_view text, char separator) {
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    while (true) {
        const std::size_t at = text.find(separator, start);
        parts.push_back(text.substr(start, at - start));
        if (at == std::string_view::npos) {
            return parts;
        }
        start = at + 1;
    }
}

}  // namespace

IdFields::IdFields(std::string_view text) {
    if (!text.empty()) {
        fields_ = split(text, ':');
    }
    if (std::any_of(fields_.begin(), fields_.end(),
                    [](std::string_view field) { return field.empty(); })) {
        throw UsageError(tr("an empty field (two ':' side by side, or one at the end)"));
    }
    taken_.assign(fields_.size(), false);
}

std::string_view IdFields::first(std::string_view missing) {
    if (fields_.empty() || taken_.front()) {
        throw UsageError(std::string(missing));
    }
    taken_.front() = true;
    return fields_.front();
}

bool IdFields::word(std::string_view word) {
    bool found = false;
    for (std::size_t i = 1; i < fields_.size(); ++i) {
        if (fields_[i] == word) {
            if (found) {
                throw UsageError(trf("'{0}' is given twice", word));
            }
            found = true;
            taken_[i] = true;
        }
    }
    return found;
}

std::optional<std::string_view> IdFields::value(std::string_view key) {
    std::optional<std::string_view> found;
    for (std::size_t i = 1; i < fields_.size(); ++i) {
        const std::string_view field = fields_[i];
        if (field.size() > key.size() && field.starts_with(key) && field[key.size()] == '=') {
            if (found) {
                throw UsageError(trf("'{0}=' is given twice", key));
            }
            found = field.substr(key.size() + 1);
            taken_[i] = true;
        }
    }
    return found;
}

void IdFields::done(std::string_view allowed) const {
    for (std::size_t i = 0; i < fields_.size(); ++i) {
        if (!taken_[i]) {
            throw UsageError(
                trf("'{0}' is not one of its fields ({1})", excerpt(fields_[i]), allowed));
        }
    }
}

Convention id_convention(IdFields& fields, Convention default_convention) {
    const bool misere = fields.word("misere");
    const bool normal = fields.word("normal");
    if (misere && normal) {
        throw UsageError(tr("'misere' and 'normal' cannot both be given"));
    }
    return misere ? Convention::misere : normal ? Convention::normal : default_convention;
}

std::string id_convention_text(Convention convention, Convention default_convention) {
    if (convention == default_convention) {
        return {};
    }
    return convention == Convention::misere ? ":misere" : ":normal";
}

IdSize id_size(std::string_view text, int low, int high) {
    const std::vector<std::string_view> sides = split(text, 'x');
    if (sides.size() != 2) {
        throw UsageError(trf("'{0}' is not a size (rows x columns, such as 6x7)", excerpt(text)));
    }
    return {parse_int_value(tr("the rows"), sides[0], low, high),
            parse_int_value(tr("the columns"), sides[1], low, high)};
}

std::vector<CellNumbers> id_cells(std::string_view what, std::string_view text, std::int64_t rows,
                                  std::int64_t cols) {
    std::vector<CellNumbers> cells;
    for (const std::string_view item : split(text, '+')) {
        const std::vector<std::string_view> numbers = split(item, ',');
        if (numbers.size() != 2 || numbers[0].empty() || numbers[1].empty()) {
            throw UsageError(
                trf("{0}: '{1}' is not a cell (row,column such as 2,3)", what, excerpt(item)));
        }
        cells.push_back({parse_int64_value(what, numbers[0], 1, rows),
                         parse_int64_value(what, numbers[1], 1, cols)});
    }
    return cells;
}

std::string id_cells_text(const std::vector<CellNumbers>& cells) {
    std::string text;
    for (const CellNumbers& cell : cells) {
        if (!text.empty()) {
            text += '+';
        }
        text += std::to_string(cell.row) + ',' + std::to_string(cell.col);
    }
    return text;
}

}  // namespace marienbad
