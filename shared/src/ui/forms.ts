/** Form controls. */
export {
  Checkbox,
  Field,
  Fieldset,
  Input,
  InputGroup,
  NativeSelect,
  RadioGroup,
  Slider,
  Switch,
  Textarea,
} from '@chakra-ui/react';
