import { useRef, type FormEvent, type ReactNode } from 'react';
import { Box, Button, HStack, Heading, SimpleGrid, Stack, Text, chakra } from '@chargemaroc/shared/ui/layout';
import { revealFirstError } from '@chargemaroc/shared/ui/fields';
import { FieldInput, LabelledField, SelectField, TextField } from '@chargemaroc/shared/ui/form-field';
import { RadioGroup } from '@chargemaroc/shared/ui/radio-group';
import {
  BREAKER_PRESETS,
  BREAKER_RANGE,
  DISTANCE_PRESETS,
  DISTANCE_RANGE,
  FREE_SLOTS,
  MOROCCAN_CITIES,
  PHOTO_TYPES,
  POWER_OPTIONS_KVA,
  type EstimateInputs,
} from '@chargemaroc/shared/domain/installation-estimate';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { shopLabels } from '../../../labels';
import { useEstimateForm, type EstimateSubmission } from '../hooks/use-estimate-form';
import { ChosenPhoto } from './ChosenPhoto';
import { EstimateSummary } from './EstimateSummary';
import { RangeWithPresets } from './RangeWithPresets';

export interface InstallationEstimateFormProps {
  initialInputs?: Partial<EstimateInputs>;
  /** The photo chosen last time, so 'Modifier' reopens the form with it. */
  initialPhoto?: File | null;
  onSubmit: (submission: EstimateSubmission) => void;
  onCancel?: () => void;
  submitLabel?: string;
  /** The form's title level, so it fits the page it is shown in. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

const labels = shopLabels.estimate;
const choices = messages.estimate;

type Options = Record<string, string>;

function RadioField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: Options;
  onChange: (value: string) => void;
}) {
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(details) => details.value && onChange(details.value)}
      size="sm"
    >
      <RadioGroup.Label fontWeight="medium" fontSize="sm">
        {label}
      </RadioGroup.Label>
      <HStack gap="4" mt="2">
        {Object.entries(options).map(([key, text]) => (
          <RadioGroup.Item key={key} value={key}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{text}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}

const cityOptions = MOROCCAN_CITIES.map((city) => ({ value: city, label: city }));
const powerOptions = POWER_OPTIONS_KVA.map((option) => ({
  value: String(option.value),
  label: option.label,
}));
/** A record of choices (value → label) as the select's options. */
const optionsOf = (record: Options) => Object.entries(record).map(([value, label]) => ({ value, label }));
const panelOptions = optionsOf(choices.panelConditions);
const earthingOptions = optionsOf(choices.earthingStates);
const cableOptions = optionsOf(choices.cableTypes);
const slotOptions = FREE_SLOTS.map((slots) => ({ value: String(slots), label: String(slots) }));

/** The installation estimate: every input of the estimate rule, a live total, and validation on submit. */
export function InstallationEstimateForm({
  initialInputs,
  initialPhoto,
  onSubmit,
  onCancel,
  submitLabel = labels.submit,
  headingLevel = 'h3',
}: InstallationEstimateFormProps) {
  const form = useEstimateForm(initialInputs, initialPhoto);
  const { inputs, set, errors } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const summaryLevel = headingLevel === 'h2' ? 'h3' : headingLevel === 'h3' ? 'h4' : 'h5';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Several estimate forms may share a page (one per cart line): stop here.
    event.stopPropagation();
    const submission = form.submit();
    if (submission) onSubmit(submission);
    else revealFirstError(formRef.current);
  };

  const row = (children: ReactNode) => (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {children}
    </SimpleGrid>
  );

  return (
    <chakra.form
      ref={formRef}
      onSubmit={submit}
      noValidate
      borderWidth="1px"
      rounded="lg"
      p={{ base: 4, md: 5 }}
      bg="bg"
    >
      <Stack gap="5">
        <Box>
          <Heading as={headingLevel} size="md">
            {labels.title}
          </Heading>
          <Text fontSize="sm" color="fg.muted" mt="1">
            {labels.intro}
          </Text>
        </Box>
        {row(
          <>
            <SelectField
              label={labels.city}
              value={inputs.city}
              options={cityOptions}
              placeholder={labels.cityPlaceholder}
              error={errors.city}
              required
              onChange={(city) => set('city', city)}
            />
            <SelectField
              label={labels.subscribedPower}
              value={inputs.subscribedPower === null ? '' : String(inputs.subscribedPower)}
              options={powerOptions}
              placeholder={labels.powerPlaceholder}
              error={errors.subscribedPower}
              required
              onChange={(power) => set('subscribedPower', power === '' ? null : Number(power))}
            />
          </>,
        )}
        {row(
          <>
            <RadioField
              label={labels.meterType}
              value={inputs.meterType}
              options={choices.meterTypes}
              onChange={(value) => set('meterType', value as EstimateInputs['meterType'])}
            />
            <RadioField
              label={labels.differential}
              value={inputs.differentialSwitch}
              options={choices.differentialStates}
              onChange={(value) => set('differentialSwitch', value as EstimateInputs['differentialSwitch'])}
            />
          </>,
        )}
        <RangeWithPresets
          label={formatMessage(labels.mainBreaker, { amperage: inputs.mainBreakerAmperage })}
          sliderLabel={labels.mainBreakerSlider}
          presetsLabel={labels.breakerPresets}
          unit="A"
          value={inputs.mainBreakerAmperage}
          range={BREAKER_RANGE}
          presets={BREAKER_PRESETS}
          onChange={(amperage) => set('mainBreakerAmperage', amperage)}
        />
        {row(
          <>
            <TextField
              label={labels.panelBrand}
              value={inputs.electricalPanelBrand ?? ''}
              maxLength={80}
              onChange={(brand) => set('electricalPanelBrand', brand)}
            />
            <SelectField
              label={labels.panelCondition}
              value={inputs.panelCondition}
              options={panelOptions}
              onChange={(value) => set('panelCondition', value as EstimateInputs['panelCondition'])}
            />
            <SelectField
              label={labels.availableBreakers}
              value={String(inputs.availableBreakers)}
              options={slotOptions}
              onChange={(value) => set('availableBreakers', Number(value))}
            />
            <SelectField
              label={labels.earthing}
              value={inputs.earthingState}
              options={earthingOptions}
              onChange={(value) => set('earthingState', value as EstimateInputs['earthingState'])}
            />
          </>,
        )}
        <RangeWithPresets
          label={formatMessage(labels.distance, { distance: inputs.distance })}
          sliderLabel={labels.distanceSlider}
          presetsLabel={labels.distancePresets}
          unit="m"
          value={inputs.distance}
          range={DISTANCE_RANGE}
          presets={DISTANCE_PRESETS}
          onChange={(distance) => set('distance', distance)}
        />
        {row(
          <>
            <SelectField
              label={labels.cableType}
              value={inputs.cableType}
              options={cableOptions}
              onChange={(value) => set('cableType', value as EstimateInputs['cableType'])}
            />
            <LabelledField
              label={labels.photo}
              required
              error={errors.photo}
              hint={labels.photoHint}
              after={form.photo && !errors.photo && <ChosenPhoto file={form.photo} />}
            >
              <FieldInput
                type="file"
                accept={PHOTO_TYPES.join(',')}
                p="1.5"
                onChange={(event) => form.choosePhoto(event.target.files?.[0] ?? null)}
              />
            </LabelledField>
          </>,
        )}
        <EstimateSummary estimate={form.estimate} headingLevel={summaryLevel} />
        <HStack justify="flex-end" gap="2" wrap="wrap">
          {onCancel && (
            <Button variant="ghost" onClick={onCancel}>
              {messages.common.cancel}
            </Button>
          )}
          <Button type="submit">{submitLabel}</Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
