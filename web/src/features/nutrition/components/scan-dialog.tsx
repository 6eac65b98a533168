import type { MealType } from '@contract/food-items.ts';
import type { PhotoScan, RecognizedItem, ScannedProduct } from '@contract/nutrition.ts';
import { nutrientsForGrams } from '@contract/nutrition-rules.ts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useToast } from '@/components/toast.tsx';
import { HttpError } from '@/lib/api/http-error.ts';
import { lookUpBarcode, nutritionQueries, scanPhoto, useAddFoodEntries, useAddFoodEntry } from '../api.ts';
import { FOOD_BARCODE_FORMATS, loadBarcodeReader } from '../barcode-reader.ts';
import { FoodPhoto } from './food-photo.tsx';
import {
  draftBody,
  EMPTY_DRAFT,
  type FoodDialogProps,
  type FoodDraft,
  fieldErrorsOf,
  MACRO_FIELDS,
  MealSelect,
  NutrientFields,
} from './nutrient-form.tsx';

const serverMessage = (error: unknown, fallback: string) =>
  error instanceof HttpError ? (error.serverMessage ?? fallback) : fallback;

/** The camera's picture, read for a barcode a few times a second until one is found. */
function CameraScanner({ onCode, onStop }: { onCode: (code: string) => void; onStop: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        const Reader = await loadBarcodeReader();
        if (stopped) return;
        const reader = new Reader({ formats: [...FOOD_BARCODE_FORMATS] });
        timer = setInterval(() => {
          if (!video.current) return;
          reader
            .detect(video.current)
            .then((codes) => {
              const code = codes[0]?.rawValue;
              if (code && !stopped) onCode(code);
            })
            .catch(() => undefined);
        }, 300);
      })
      .catch(() => setProblem('The camera could not be opened. Type the number under the barcode instead.'));
    return () => {
      stopped = true;
      if (timer) clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [onCode]);
  return (
    <div className="flex flex-col gap-2">
      {problem ? (
        <p role="alert" className="text-sm text-error">
          {problem}
        </p>
      ) : (
        <video ref={video} className="w-full rounded-box bg-black" muted playsInline aria-label="Camera" />
      )}
      <button type="button" className="btn btn-ghost" onClick={onStop}>
        Stop camera
      </button>
    </div>
  );
}

/** A product found by its barcode: grams (its serving by default), figures computed from per 100 g. */
function ProductPortion({
  product,
  meal,
  loggedAt,
  onSaved,
}: {
  product: ScannedProduct;
  meal: MealType;
  loggedAt: string | undefined;
  onSaved: () => void;
}) {
  const [grams, setGrams] = useState(String(product.servingGrams ?? 100));
  const add = useAddFoodEntry();
  const gramsValue = Number(grams);
  const figures =
    product.per100g && gramsValue > 0 ? nutrientsForGrams(product.per100g, gramsValue) : product.serving;
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!figures) return;
        add.mutate(
          {
            name: product.brand ? `${product.name} (${product.brand})` : product.name,
            ...figures,
            ...(product.per100g ? { grams: gramsValue, servingSize: `${gramsValue} g` } : {}),
            ...(!product.per100g && product.servingSize ? { servingSize: product.servingSize } : {}),
            mealType: meal,
            ...(loggedAt ? { loggedAt } : {}),
          },
          { onSuccess: onSaved },
        );
      }}
    >
      <p className="font-semibold">
        {product.name}
        {product.brand && <span className="font-normal opacity-70"> · {product.brand}</span>}
      </p>
      {product.per100g && (
        <TextField
          label="Grams"
          type="number"
          min={1}
          step="1"
          value={grams}
          onChange={(event) => setGrams(event.target.value)}
          hint={product.servingSize ? `Serving: ${product.servingSize}` : undefined}
          error={fieldErrorsOf(add.error).grams}
        />
      )}
      {figures && (
        <p className="text-sm" aria-live="polite">
          {figures.calories} kcal · protein {figures.protein} g · carbs {figures.carbs} g · fat {figures.fat}{' '}
          g
        </p>
      )}
      {add.isError && (
        <p role="alert" className="text-sm text-error">
          {serverMessage(add.error, 'Failed to log food')}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={add.isPending}>
        Add to log
      </button>
    </form>
  );
}

function BarcodeTab({
  meal,
  loggedAt,
  onSaved,
}: {
  meal: MealType;
  loggedAt: string | undefined;
  onSaved: () => void;
}) {
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  const [draft, setDraft] = useState<FoodDraft>(EMPTY_DRAFT);
  const lookup = useMutation({ mutationFn: lookUpBarcode });
  const add = useAddFoodEntry();
  const notFound = lookup.error instanceof HttpError && lookup.error.status === 404;
  const canUseCamera = Boolean(navigator.mediaDevices?.getUserMedia);
  const look = (value: string) => {
    setCode(value);
    setCamera(false);
    lookup.mutate(value.trim());
  };

  return (
    <div className="flex flex-col gap-3">
      {camera ? (
        <CameraScanner onCode={look} onStop={() => setCamera(false)} />
      ) : (
        canUseCamera && (
          <button type="button" className="btn btn-outline" onClick={() => setCamera(true)}>
            Scan with camera
          </button>
        )
      )}
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          look(code);
        }}
      >
        <TextField
          className="flex-1"
          label="Barcode number"
          inputMode="numeric"
          autoComplete="off"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={
            lookup.error instanceof HttpError && lookup.error.status === 400
              ? serverMessage(lookup.error, '')
              : undefined
          }
        />
        <button type="submit" className="btn btn-primary" disabled={lookup.isPending || code.trim() === ''}>
          Look up
        </button>
      </form>
      {lookup.isPending && (
        <div className="skeleton h-16 rounded-box" role="status" aria-label="Looking up the barcode" />
      )}
      {lookup.isSuccess && (
        <ProductPortion product={lookup.data} meal={meal} loggedAt={loggedAt} onSaved={onSaved} />
      )}
      {lookup.isError && !notFound && !(lookup.error instanceof HttpError && lookup.error.status === 400) && (
        <p role="alert" className="text-sm text-error">
          {serverMessage(lookup.error, 'Unable to look up the barcode')}
        </p>
      )}
      {notFound && (
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            add.mutate(
              {
                ...draftBody(draft),
                barcode: code.trim(),
                mealType: meal,
                ...(loggedAt ? { loggedAt } : {}),
              },
              { onSuccess: onSaved },
            );
          }}
        >
          <p role="status" className="text-sm">
            {serverMessage(lookup.error, 'This barcode is not in the food database.')}
          </p>
          <NutrientFields draft={draft} onChange={setDraft} errors={fieldErrorsOf(add.error)} />
          <button type="submit" className="btn btn-primary" disabled={add.isPending}>
            Add to log
          </button>
        </form>
      )}
    </div>
  );
}

/** One item of a photo, as the member corrects it; changing grams scales the model's figures. */
interface ItemDraft {
  name: string;
  grams: string;
  calories: string;
  protein: string;
  carbs: string;
  fat: string;
  confidence: number | null;
}

const text = (value: number | null) => (value === null ? '' : String(value));
const itemDraft = (item: RecognizedItem): ItemDraft => ({
  name: item.name,
  grams: text(item.grams),
  calories: text(item.calories),
  protein: text(item.protein),
  carbs: text(item.carbs),
  fat: text(item.fat),
  confidence: item.confidence,
});
const EMPTY_ITEM: ItemDraft = {
  name: '',
  grams: '',
  calories: '',
  protein: '',
  carbs: '',
  fat: '',
  confidence: null,
};

function scaled(item: ItemDraft, grams: string): ItemDraft {
  const before = Number(item.grams);
  const after = Number(grams);
  if (!(before > 0) || !(after > 0)) return { ...item, grams };
  const scale = (value: string, places: number) =>
    value === '' ? '' : String(Math.round((Number(value) * after * 10 ** places) / before) / 10 ** places);
  return {
    ...item,
    grams,
    calories: scale(item.calories, 0),
    protein: scale(item.protein, 1),
    carbs: scale(item.carbs, 1),
    fat: scale(item.fat, 1),
  };
}

function PhotoItems({
  scan,
  meal,
  loggedAt,
  onSaved,
}: {
  scan: PhotoScan;
  meal: MealType;
  loggedAt: string | undefined;
  onSaved: () => void;
}) {
  const [items, setItems] = useState<ItemDraft[]>(() =>
    scan.items.length > 0 ? scan.items.map(itemDraft) : [EMPTY_ITEM],
  );
  const save = useAddFoodEntries();
  const change = (index: number, next: ItemDraft) =>
    setItems(items.map((item, at) => (at === index ? next : item)));
  const number = (value: string) => (value.trim() === '' ? undefined : Number(value));
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          items.map((item) => ({
            name: item.name,
            calories: number(item.calories),
            protein: number(item.protein),
            carbs: number(item.carbs),
            fat: number(item.fat),
            ...(number(item.grams) ? { grams: number(item.grams), servingSize: `${item.grams} g` } : {}),
            ...(item.confidence !== null ? { confidence: item.confidence } : {}),
            imageUrl: scan.imageUrl,
            mealType: meal,
            ...(loggedAt ? { loggedAt } : {}),
          })),
          { onSuccess: onSaved },
        );
      }}
    >
      {scan.problem && (
        <p role="alert" className="rounded-box border border-warning/40 bg-warning/10 p-3 text-sm">
          {scan.problem.message}
        </p>
      )}
      <FoodPhoto url={scan.imageUrl} alt="Your meal" className="h-48 w-full rounded-box object-cover" />
      <ul className="flex flex-col gap-4" aria-label="Foods on the photo">
        {items.map((item, index) => (
          // Items have no identity beyond their place in the list the model gave.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={index} className="flex flex-col gap-2 rounded-box bg-base-100 p-3">
            <fieldset className="flex flex-col gap-2">
              <legend className="text-sm font-semibold">
                Item {index + 1}
                {item.confidence !== null && (
                  <span className="font-normal opacity-70"> · {Math.round(item.confidence * 100)}% sure</span>
                )}
              </legend>
              <TextField
                label="Name"
                value={item.name}
                onChange={(event) => change(index, { ...item, name: event.target.value })}
              />
              <div className="grid grid-cols-2 gap-2">
                <TextField
                  label="Grams"
                  type="number"
                  min={0}
                  value={item.grams}
                  onChange={(event) => change(index, scaled(item, event.target.value))}
                />
                {MACRO_FIELDS.map((field) => (
                  <TextField
                    key={field.key}
                    label={field.label}
                    type="number"
                    min={0}
                    step={field.step}
                    value={item[field.key]}
                    onChange={(event) => change(index, { ...item, [field.key]: event.target.value })}
                  />
                ))}
              </div>
              {items.length > 1 && (
                <button
                  type="button"
                  className="btn btn-ghost btn-sm self-start text-error"
                  onClick={() => setItems(items.filter((_, at) => at !== index))}
                >
                  Remove item {index + 1}
                </button>
              )}
            </fieldset>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-ghost" onClick={() => setItems([...items, EMPTY_ITEM])}>
        Add another item
      </button>
      {save.isError && (
        <p role="alert" className="text-sm text-error">
          {serverMessage(save.error, 'Failed to save the items')}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        Save items
      </button>
    </form>
  );
}

function PhotoTab({
  meal,
  loggedAt,
  onSaved,
  onUseBarcode,
}: {
  meal: MealType;
  loggedAt: string | undefined;
  onSaved: () => void;
  onUseBarcode: () => void;
}) {
  const options = useQuery(nutritionQueries.scanOptions());
  const [photo, setPhoto] = useState<File | null>(null);
  const recognise = useMutation({ mutationFn: scanPhoto });
  const inputId = useId();
  if (options.isPending)
    return <div className="skeleton h-16 rounded-box" role="status" aria-label="Loading" />;
  if (options.isError) {
    return (
      <p role="alert" className="text-sm text-error">
        Unable to load the scanning options
      </p>
    );
  }
  if (!options.data.photoRecognition) {
    return (
      <div className="flex flex-col gap-3">
        <p role="status">
          This installation has no food recognition, so photos cannot be read here. Scan a barcode or add the
          food by hand instead.
        </p>
        <button type="button" className="btn btn-outline" onClick={onUseBarcode}>
          Scan a barcode
        </button>
      </div>
    );
  }
  if (recognise.isSuccess) {
    return <PhotoItems scan={recognise.data} meal={meal} loggedAt={loggedAt} onSaved={onSaved} />;
  }
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (photo) recognise.mutate(photo);
      }}
    >
      <label htmlFor={inputId} className="text-sm font-medium">
        Photo of your meal
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        capture="environment"
        className="file-input h-11 w-full"
        onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
      />
      <p className="text-xs opacity-70">JPEG, PNG or WebP, at most 5 MB. Nothing is logged until you save.</p>
      {recognise.isError && (
        <p role="alert" className="text-sm text-error">
          {serverMessage(recognise.error, 'Unable to read the photo')}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={!photo || recognise.isPending}>
        {recognise.isPending ? 'Reading the photo…' : 'Recognize food'}
      </button>
    </form>
  );
}

/** Scanning (Premium): a barcode by camera or typed, or a photo read by the vision model. */
export function ScanDialog({ open, onClose, meal: initialMeal, loggedAt }: FoodDialogProps) {
  const [tab, setTab] = useState<'barcode' | 'photo'>('barcode');
  const [meal, setMeal] = useState<MealType>(initialMeal);
  // Each opening starts clean: a new key remounts the tabs.
  const [round, setRound] = useState(0);
  const toast = useToast();
  const close = () => {
    setRound(round + 1);
    onClose();
  };
  const saved = () => {
    toast({ title: 'Food logged' });
    close();
  };
  return (
    <Dialog open={open} onClose={close} title="Scan food">
      <div className="flex flex-col gap-4" key={round}>
        <MealSelect value={meal} onChange={setMeal} />
        <div role="tablist" aria-label="What to scan" className="tabs tabs-box">
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'barcode'}
            className={`tab flex-1 ${tab === 'barcode' ? 'tab-active' : ''}`}
            onClick={() => setTab('barcode')}
          >
            Barcode
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'photo'}
            className={`tab flex-1 ${tab === 'photo' ? 'tab-active' : ''}`}
            onClick={() => setTab('photo')}
          >
            Photo
          </button>
        </div>
        {tab === 'barcode' ? (
          <BarcodeTab meal={meal} loggedAt={loggedAt} onSaved={saved} />
        ) : (
          <PhotoTab meal={meal} loggedAt={loggedAt} onSaved={saved} onUseBarcode={() => setTab('barcode')} />
        )}
      </div>
    </Dialog>
  );
}
