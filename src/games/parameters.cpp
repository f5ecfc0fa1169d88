// Parameter values and their typed reading.
#include "games/parameters.hpp"

#include <algorithm>
#include <stdexcept>

#include "games/option_values.hpp"

namespace marienbad {

const ParameterSpec& ParameterValues::spec(std::string_view name) const {
    for (const ParameterSpec& spec : specs_) {
        if (spec.name == name) {
            return spec;
        }
    }
    throw std::logic_error("ParameterValues: no parameter " + std::string(name));
}

bool ParameterValues::given(std::string_view name) const {
    return given_.find(name) != given_.end();
}

bool ParameterValues::replaced(const ParameterSpec& spec) const {
    return !spec.unless.empty() && given(spec.unless);
}

bool ParameterValues::to_ask(const ParameterSpec& spec) const {
    return !spec.question.empty() && !given(spec.name) && !replaced(spec);
}

const std::string& ParameterValues::text(std::string_view name) const {
    static const std::string k_none;
    const auto found = given_.find(name);
    return found == given_.end() || found->second.empty() ? k_none : found->second.front();
}

std::string ParameterValues::text_or_default(std::string_view name) const {
    if (given(name)) {
        return text(name);
    }
    for (const ParameterSpec& known : specs_) {
        if (known.name == name) {
            return known.default_text.value_or(std::string());
        }
    }
    return {};
}

const std::vector<std::string>& ParameterValues::texts(std::string_view name) const {
    static const std::vector<std::string> k_none;
    const auto found = given_.find(name);
    return found == given_.end() ? k_none : found->second;
}

int ParameterValues::number(std::string_view name) const {
    if (const auto value = number_if_given(name)) {
        return *value;
    }
    const ParameterSpec& number_spec = spec(name);
    if (!number_spec.fallback) {
        throw std::logic_error("ParameterValues: " + std::string(name) +
                               " was neither given nor asked");
    }
    return *number_spec.fallback;
}

std::optional<int> ParameterValues::number_if_given(std::string_view name) const {
    if (!given(name)) {
        return std::nullopt;
    }
    const ParameterSpec& number_spec = spec(name);
    if (!number_spec.seat_labels.empty()) {
        return seat_numbers(name).front();
    }
    return parse_int_value(name, text(name), number_spec.min, number_spec.max);
}

std::vector<int> ParameterValues::seat_numbers(std::string_view name) const {
    std::vector<int> numbers;
    if (!given(name)) {
        return numbers;
    }
    const ParameterSpec& number_spec = spec(name);
    for (const std::string_view item : parse_per_seat(name, text(name))) {
        numbers.push_back(parse_int_value(name, item, number_spec.min, number_spec.max));
    }
    return numbers;
}

void ParameterValues::give(std::string_view name, std::string value) {
    given_[std::string(name)] = {std::move(value)};
}

void ParameterValues::forget(std::string_view name) {
    if (const auto found = given_.find(name); found != given_.end()) {
        given_.erase(found);
    }
}

void ParameterValues::give_all(std::string_view name, std::vector<std::string> values) {
    given_[std::string(name)] = std::move(values);
}

void ParameterValues::give_seat(std::string_view name, int seat, const std::string& text) {
    std::vector<std::string> seats(2);
    if (given(name)) {
        std::size_t index = 0;
        for (const std::string_view item : parse_per_seat(name, this->text(name))) {
            seats[index++] = std::string(item);
        }
        if (index == 1) {
            seats[1] = seats[0];
        }
    }
    seats.at(static_cast<std::size_t>(seat)) = text;
    give(name, seats[0] + "," + seats[1]);
}

bool condition_holds(const std::optional<ParameterCondition>& condition,
                     const ParameterValues& values) {
    if (!condition) {
        return true;
    }
    const auto& allowed = condition->values;
    return std::find(allowed.begin(), allowed.end(), values.text_or_default(condition->name)) !=
           allowed.end();
}

}  // namespace marienbad
