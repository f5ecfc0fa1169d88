// Checked reading of JSON fields.
#include "games/json_fields.hpp"

#include <cstdint>

#include "games/usage_error.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

[[noreturn]] void bad_field(const char* key, int min, int max) {
    throw UsageError(
        trf("\"{0}\" is missing or not a whole number from {1} to {2}", key, min, max));
}

bool is_int_in(const nlohmann::json& value, int min, int max) {
    if (value.is_number_unsigned()) {
        const auto number = value.get<std::uint64_t>();
        return min <= 0 ? number <= static_cast<std::uint64_t>(max)
                        : number >= static_cast<std::uint64_t>(min) &&
                              number <= static_cast<std::uint64_t>(max);
    }
    return value.is_number_integer() && value.get<long long>() >= min &&
           value.get<long long>() <= max;
}

}  // namespace

const nlohmann::json& json_member(const nlohmann::json& object, const char* key) {
    static const nlohmann::json k_missing;
    const auto found = object.find(key);
    return found == object.end() ? k_missing : *found;
}

const nlohmann::json& json_list(const nlohmann::json& object, const char* key) {
    const auto found = object.find(key);
    if (found == object.end() || !found->is_array()) {
        throw UsageError(trf("\"{0}\" is missing or not a list", key));
    }
    return *found;
}

const nlohmann::json& json_object(const nlohmann::json& json, const char* what) {
    if (!json.is_object()) {
        throw UsageError(trf("\"{0}\" is not an object", what));
    }
    return json;
}

int json_int(const nlohmann::json& object, const char* key, int min, int max) {
    const auto found = object.find(key);
    if (found == object.end() || !is_int_in(*found, min, max)) {
        bad_field(key, min, max);
    }
    return found->get<int>();
}

std::vector<int> json_ints(const nlohmann::json& object, const char* key, int min, int max) {
    std::vector<int> values;
    for (const auto& value : json_list(object, key)) {
        if (!is_int_in(value, min, max)) {
            bad_field(key, min, max);
        }
        values.push_back(value.get<int>());
    }
    return values;
}

std::string json_string(const nlohmann::json& object, const char* key) {
    const auto found = object.find(key);
    if (found == object.end() || !found->is_string()) {
        throw UsageError(trf("\"{0}\" is missing or not a text", key));
    }
    return found->get<std::string>();
}

Cell json_cell(const nlohmann::json& value, const char* key, int rows, int cols) {
    if (!value.is_array() || value.size() != 2 || !is_int_in(value[0], 0, rows - 1) ||
        !is_int_in(value[1], 0, cols - 1)) {
        throw UsageError(
            trf("\"{0}\" holds something that is not a [row, column] cell of the grid", key));
    }
    return {value[0].get<int>(), value[1].get<int>()};
}

std::vector<Cell> json_cells(const nlohmann::json& object, const char* key, int rows, int cols) {
    std::vector<Cell> cells;
    for (const auto& value : json_list(object, key)) {
        cells.push_back(json_cell(value, key, rows, cols));
    }
    return cells;
}

nlohmann::ordered_json cell_json(std::int64_t row, std::int64_t col) {
    return nlohmann::ordered_json::array({row, col});
}

const char* convention_json(Convention convention) {
    return convention == Convention::normal ? "normal" : "misere";
}

Convention json_convention(const nlohmann::json& object, const char* key) {
    const std::string name = json_string(object, key);
    if (name != "normal" && name != "misere") {
        throw UsageError(trf("\"{0}\" is neither \"normal\" nor \"misere\"", key));
    }
    return name == "normal" ? Convention::normal : Convention::misere;
}

}  // namespace marienbad
